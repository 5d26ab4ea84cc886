"""The closed sets of the rule systems' answers, from the rules' own constants.

The shared answer fields declare their closed sets where they are defined
(`referee.schemas.closed`). The systems' outcome and state schemas are listed here
instead, by component and property, so the spec documents them without an edit to each
system's schema module; a system schema may as well declare its field with `closed(...)`
and drop its line here. create_app hands the table to the Api (`referee.api`), which
applies it to the spec; an entry that matches no property fails
tests/contract/test_closed_sets.py, and every golden answer and recorded example must
validate against the result.
"""

from __future__ import annotations

from functools import cache

from referee.systems.umbra_turris.rules.common import LOCATIONS as UT_LOCATIONS
from referee.systems.umbra_turris.rules.magic import PROFESSIONS
from referee.systems.umbra_turris.rules.melee import ATTACK_DICE, ATTACK_STATS
from referee.systems.urban_war.encounter.common import ACTION_KINDS, SEALED
from referee.systems.urban_war.encounter_schemas import ORDERS
from referee.systems.urban_war.rules.common import BANDS
from referee.systems.urban_war.rules.morale import TEST_NAMES
from referee.systems.walka.encounter.common import DAMAGE_KIND
from referee.systems.walka.rules.action_points import ACTIVITIES
from referee.systems.walka.rules.common import DAMAGE_TYPES, SKILL_DICE
from referee.systems.walka.rules.common import LOCATIONS as WALKA_LOCATIONS
from referee.systems.walka.rules.defense import DEFENSES

# Urban War's phases (urban-war.md §7), set by its encounter's turn structure.
URBAN_WAR_PHASES = ["command", "activation", "ended"]
# What makes a model test for panic (urban-war.md §6.2), as the panic-test step names it.
URBAN_WAR_PANIC_TRIGGERS = ["melee_lost", "friendly_killed", "below_half_wounds", "other"]


@cache
def system_closed_sets() -> dict[tuple[str, str], tuple[str, list[str]]]:
    """(component, property) -> (enum component, values)."""
    order = ("UrbanWarOrder", list(ORDERS))
    band = ("UrbanWarBand", list(BANDS))
    trigger = ("UrbanWarPanicTrigger", URBAN_WAR_PANIC_TRIGGERS)
    characteristic = (
        "UmbraTurrisCharacteristic",
        list(dict.fromkeys(stat for pair in ATTACK_STATS.values() for stat in pair)),
    )
    profession = ("UmbraTurrisProfession", list(PROFESSIONS))
    ut_location = ("UmbraTurrisLocation", list(UT_LOCATIONS))
    die = ("WalkaDie", list(SKILL_DICE))
    damage_type = ("WalkaDamageType", list(DAMAGE_TYPES))
    location = ("WalkaLocation", list(WALKA_LOCATIONS))
    defense = ("WalkaDefense", list(DEFENSES))
    damage_kind = ("WalkaDamageKind", list(dict.fromkeys(DAMAGE_KIND.values())))
    return {
        ("UrbanWarState", "phase"): ("UrbanWarPhase", URBAN_WAR_PHASES),
        # A face-down token reads "sealed" until it is turned face up.
        ("UrbanWarModelState", "order"): ("UrbanWarOrderToken", [*ORDERS, SEALED]),
        ("UrbanWarCurrentAction", "kind"): ("UrbanWarActionKind", list(ACTION_KINDS)),
        ("UrbanWarLastAction", "kind"): ("UrbanWarActionKind", list(ACTION_KINDS)),
        ("UrbanWarOverwatchInterruptOutcome", "interrupter_order"): order,
        ("UrbanWarCommandTestOutcome", "kind"): ("UrbanWarTestKind", list(TEST_NAMES)),
        ("UrbanWarRangeBandOutcome", "band"): band,
        ("UrbanWarShootingOutcome", "band"): band,
        ("UrbanWarPendingPanic", "trigger"): trigger,
        ("UrbanWarShootingOutcome", "panic_triggers"): trigger,
        ("UmbraTurrisAttackOutcome", "attack_type"): ("UmbraTurrisAttackType", list(ATTACK_DICE)),
        ("UmbraTurrisAttackOutcome", "attacker_characteristic"): characteristic,
        ("UmbraTurrisAttackOutcome", "defender_characteristic"): characteristic,
        ("UmbraTurrisCastOutcome", "profession"): profession,
        ("UmbraTurrisSelfHealOutcome", "profession"): profession,
        ("UmbraTurrisModelState", "profession"): profession,
        ("UmbraTurrisParryOutcome", "outcome"): (
            "UmbraTurrisParryResult",
            ["blocked", "parried", "hit"],
        ),
        ("UmbraTurrisParryOutcome", "attacker_location"): ut_location,
        ("UmbraTurrisParryOutcome", "defender_location"): ut_location,
        ("WalkaAttackOutcome", "die"): die,
        ("WalkaDefenseOutcome", "die"): die,
        ("WalkaTestResult", "die"): die,
        ("WalkaAttackOutcome", "damage_type"): damage_type,
        ("WalkaDamageOutcome", "damage_type"): damage_type,
        ("WalkaWound", "damage_type"): damage_type,
        ("WalkaDamageOutcome", "location"): location,
        ("WalkaHitLocationOutcome", "location"): location,
        ("WalkaWound", "location"): location,
        ("WalkaLimbRef", "location"): location,
        ("WalkaDisabledHand", "location"): location,
        ("WalkaDefenseOutcome", "type"): defense,
        ("WalkaDefenseOutcome", "requested_type"): defense,
        ("WalkaHitLocationOutcome", "mode"): ("WalkaLocationMode", ["chosen", "random"]),
        ("WalkaAttackOutcome", "damage_kind"): damage_kind,
        ("WalkaDamageOutcome", "attack_kind"): damage_kind,
        ("WalkaSpentActivity", "activity"): ("WalkaActivityKind", list(ACTIVITIES)),
    }
