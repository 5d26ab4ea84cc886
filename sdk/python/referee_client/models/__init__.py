"""Contains all the data models used in inputs/outputs"""

from .change import Change
from .correction_answer import CorrectionAnswer
from .encounter_created import EncounterCreated
from .encounter_created_side_tokens import EncounterCreatedSideTokens
from .export import Export
from .health import Health
from .log_entry import LogEntry
from .log_entry_bound_type_0 import LogEntryBoundType0
from .log_entry_hidden import LogEntryHidden
from .log_entry_outcome import LogEntryOutcome
from .log_entry_params import LogEntryParams
from .log_page import LogPage
from .mismatch import Mismatch
from .pagination_metadata import PaginationMetadata
from .problem import Problem
from .problem_errors import ProblemErrors
from .readiness import Readiness
from .revealed import Revealed
from .roll import Roll
from .sealed_waiting import SealedWaiting
from .umbra_turris_attack_outcome import UmbraTurrisAttackOutcome
from .umbra_turris_cast_outcome import UmbraTurrisCastOutcome
from .umbra_turris_config import UmbraTurrisConfig
from .umbra_turris_damage_outcome import UmbraTurrisDamageOutcome
from .umbra_turris_hit_outcome import UmbraTurrisHitOutcome
from .umbra_turris_magic_cast_request import UmbraTurrisMagicCastRequest
from .umbra_turris_magic_cast_request_profession import UmbraTurrisMagicCastRequestProfession
from .umbra_turris_magic_cast_response import UmbraTurrisMagicCastResponse
from .umbra_turris_magic_self_heal_request import UmbraTurrisMagicSelfHealRequest
from .umbra_turris_magic_self_heal_request_profession import UmbraTurrisMagicSelfHealRequestProfession
from .umbra_turris_magic_self_heal_response import UmbraTurrisMagicSelfHealResponse
from .umbra_turris_melee_attack_request import UmbraTurrisMeleeAttackRequest
from .umbra_turris_melee_attack_request_attack_type import UmbraTurrisMeleeAttackRequestAttackType
from .umbra_turris_melee_attack_response import UmbraTurrisMeleeAttackResponse
from .umbra_turris_melee_attacker import UmbraTurrisMeleeAttacker
from .umbra_turris_melee_defender import UmbraTurrisMeleeDefender
from .umbra_turris_melee_outcome import UmbraTurrisMeleeOutcome
from .umbra_turris_melee_parry_request import UmbraTurrisMeleeParryRequest
from .umbra_turris_melee_parry_request_attacker_location import UmbraTurrisMeleeParryRequestAttackerLocation
from .umbra_turris_melee_parry_request_defender_location_type_1 import UmbraTurrisMeleeParryRequestDefenderLocationType1
from .umbra_turris_melee_parry_request_defender_location_type_2_type_1 import (
    UmbraTurrisMeleeParryRequestDefenderLocationType2Type1,
)
from .umbra_turris_melee_parry_request_defender_location_type_3_type_1 import (
    UmbraTurrisMeleeParryRequestDefenderLocationType3Type1,
)
from .umbra_turris_melee_parry_response import UmbraTurrisMeleeParryResponse
from .umbra_turris_melee_request import UmbraTurrisMeleeRequest
from .umbra_turris_melee_request_attack_type import UmbraTurrisMeleeRequestAttackType
from .umbra_turris_melee_request_attacker_location import UmbraTurrisMeleeRequestAttackerLocation
from .umbra_turris_melee_request_defender_location_type_1 import UmbraTurrisMeleeRequestDefenderLocationType1
from .umbra_turris_melee_request_defender_location_type_2_type_1 import (
    UmbraTurrisMeleeRequestDefenderLocationType2Type1,
)
from .umbra_turris_melee_request_defender_location_type_3_type_1 import (
    UmbraTurrisMeleeRequestDefenderLocationType3Type1,
)
from .umbra_turris_melee_response import UmbraTurrisMeleeResponse
from .umbra_turris_melee_shield_block_request import UmbraTurrisMeleeShieldBlockRequest
from .umbra_turris_melee_shield_block_response import UmbraTurrisMeleeShieldBlockResponse
from .umbra_turris_modifier import UmbraTurrisModifier
from .umbra_turris_parry_outcome import UmbraTurrisParryOutcome
from .umbra_turris_self_heal_outcome import UmbraTurrisSelfHealOutcome
from .umbra_turris_shield_block_outcome import UmbraTurrisShieldBlockOutcome
from .umbra_turris_shooter import UmbraTurrisShooter
from .umbra_turris_shooting_damage_request import UmbraTurrisShootingDamageRequest
from .umbra_turris_shooting_damage_response import UmbraTurrisShootingDamageResponse
from .umbra_turris_shooting_hit_request import UmbraTurrisShootingHitRequest
from .umbra_turris_shooting_hit_response import UmbraTurrisShootingHitResponse
from .umbra_turris_shooting_outcome import UmbraTurrisShootingOutcome
from .umbra_turris_shooting_request import UmbraTurrisShootingRequest
from .umbra_turris_shooting_response import UmbraTurrisShootingResponse
from .umbra_turris_shot_target import UmbraTurrisShotTarget
from .urban_war_activate_params import UrbanWarActivateParams
from .urban_war_activation import UrbanWarActivation
from .urban_war_armour_save import UrbanWarArmourSave
from .urban_war_attack_roll import UrbanWarAttackRoll
from .urban_war_break_off_encounter_params import UrbanWarBreakOffEncounterParams
from .urban_war_break_off_model import UrbanWarBreakOffModel
from .urban_war_break_off_opponent import UrbanWarBreakOffOpponent
from .urban_war_break_off_outcome import UrbanWarBreakOffOutcome
from .urban_war_break_off_request import UrbanWarBreakOffRequest
from .urban_war_break_off_response import UrbanWarBreakOffResponse
from .urban_war_command_test_encounter_params import UrbanWarCommandTestEncounterParams
from .urban_war_command_test_encounter_params_band import UrbanWarCommandTestEncounterParamsBand
from .urban_war_command_test_encounter_params_kind import UrbanWarCommandTestEncounterParamsKind
from .urban_war_command_test_outcome import UrbanWarCommandTestOutcome
from .urban_war_command_test_request import UrbanWarCommandTestRequest
from .urban_war_command_test_request_band import UrbanWarCommandTestRequestBand
from .urban_war_command_test_request_kind import UrbanWarCommandTestRequestKind
from .urban_war_command_test_response import UrbanWarCommandTestResponse
from .urban_war_config import UrbanWarConfig
from .urban_war_cover import UrbanWarCover
from .urban_war_cover_save import UrbanWarCoverSave
from .urban_war_cover_type import UrbanWarCoverType
from .urban_war_current_action import UrbanWarCurrentAction
from .urban_war_damage_outcome import UrbanWarDamageOutcome
from .urban_war_damage_roll import UrbanWarDamageRoll
from .urban_war_encounter import UrbanWarEncounter
from .urban_war_encounter_activate_answer import UrbanWarEncounterActivateAnswer
from .urban_war_encounter_break_off_answer import UrbanWarEncounterBreakOffAnswer
from .urban_war_encounter_command_test_answer import UrbanWarEncounterCommandTestAnswer
from .urban_war_encounter_config import UrbanWarEncounterConfig
from .urban_war_encounter_config_default_order import UrbanWarEncounterConfigDefaultOrder
from .urban_war_encounter_create import UrbanWarEncounterCreate
from .urban_war_encounter_create_system import UrbanWarEncounterCreateSystem
from .urban_war_encounter_end_activation_answer import UrbanWarEncounterEndActivationAnswer
from .urban_war_encounter_initiative_answer import UrbanWarEncounterInitiativeAnswer
from .urban_war_encounter_melee_answer import UrbanWarEncounterMeleeAnswer
from .urban_war_encounter_movement_answer import UrbanWarEncounterMovementAnswer
from .urban_war_encounter_orders_answer import UrbanWarEncounterOrdersAnswer
from .urban_war_encounter_overwatch_interrupt_answer import UrbanWarEncounterOverwatchInterruptAnswer
from .urban_war_encounter_panic_test_answer import UrbanWarEncounterPanicTestAnswer
from .urban_war_encounter_shooting_answer import UrbanWarEncounterShootingAnswer
from .urban_war_encounter_system import UrbanWarEncounterSystem
from .urban_war_end_activation_params import UrbanWarEndActivationParams
from .urban_war_first_strike_outcome import UrbanWarFirstStrikeOutcome
from .urban_war_first_strike_side import UrbanWarFirstStrikeSide
from .urban_war_free_strike import UrbanWarFreeStrike
from .urban_war_hit_outcome import UrbanWarHitOutcome
from .urban_war_initiative_encounter_params import UrbanWarInitiativeEncounterParams
from .urban_war_initiative_encounter_params_winner_sends_first import UrbanWarInitiativeEncounterParamsWinnerSendsFirst
from .urban_war_initiative_outcome import UrbanWarInitiativeOutcome
from .urban_war_initiative_request import UrbanWarInitiativeRequest
from .urban_war_initiative_request_winner_sends_first import UrbanWarInitiativeRequestWinnerSendsFirst
from .urban_war_initiative_response import UrbanWarInitiativeResponse
from .urban_war_initiative_roll import UrbanWarInitiativeRoll
from .urban_war_interrupt_encounter_params import UrbanWarInterruptEncounterParams
from .urban_war_interrupt_encounter_params_kind import UrbanWarInterruptEncounterParamsKind
from .urban_war_interrupt_encounter_params_moment import UrbanWarInterruptEncounterParamsMoment
from .urban_war_interrupt_target import UrbanWarInterruptTarget
from .urban_war_interrupter import UrbanWarInterrupter
from .urban_war_interrupter_order import UrbanWarInterrupterOrder
from .urban_war_melee_attacker import UrbanWarMeleeAttacker
from .urban_war_melee_damage_request import UrbanWarMeleeDamageRequest
from .urban_war_melee_damage_response import UrbanWarMeleeDamageResponse
from .urban_war_melee_defender import UrbanWarMeleeDefender
from .urban_war_melee_encounter_params import UrbanWarMeleeEncounterParams
from .urban_war_melee_first_strike_request import UrbanWarMeleeFirstStrikeRequest
from .urban_war_melee_first_strike_response import UrbanWarMeleeFirstStrikeResponse
from .urban_war_melee_hit_outcome import UrbanWarMeleeHitOutcome
from .urban_war_melee_hit_request import UrbanWarMeleeHitRequest
from .urban_war_melee_hit_response import UrbanWarMeleeHitResponse
from .urban_war_melee_outcome import UrbanWarMeleeOutcome
from .urban_war_melee_request import UrbanWarMeleeRequest
from .urban_war_melee_response import UrbanWarMeleeResponse
from .urban_war_melee_result_outcome import UrbanWarMeleeResultOutcome
from .urban_war_melee_result_request import UrbanWarMeleeResultRequest
from .urban_war_melee_result_response import UrbanWarMeleeResultResponse
from .urban_war_model_state import UrbanWarModelState
from .urban_war_modifier import UrbanWarModifier
from .urban_war_move_allowed import UrbanWarMoveAllowed
from .urban_war_movement_encounter_params import UrbanWarMovementEncounterParams
from .urban_war_movement_encounter_params_action import UrbanWarMovementEncounterParamsAction
from .urban_war_movement_outcome import UrbanWarMovementOutcome
from .urban_war_movement_request import UrbanWarMovementRequest
from .urban_war_movement_request_action import UrbanWarMovementRequestAction
from .urban_war_movement_response import UrbanWarMovementResponse
from .urban_war_orders_params import UrbanWarOrdersParams
from .urban_war_orders_params_orders import UrbanWarOrdersParamsOrders
from .urban_war_orders_params_orders_additional_property import UrbanWarOrdersParamsOrdersAdditionalProperty
from .urban_war_overwatch_interrupt_outcome import UrbanWarOverwatchInterruptOutcome
from .urban_war_overwatch_interrupt_request import UrbanWarOverwatchInterruptRequest
from .urban_war_overwatch_interrupt_request_kind import UrbanWarOverwatchInterruptRequestKind
from .urban_war_overwatch_interrupt_request_moment import UrbanWarOverwatchInterruptRequestMoment
from .urban_war_overwatch_interrupt_response import UrbanWarOverwatchInterruptResponse
from .urban_war_panic_test_encounter_params import UrbanWarPanicTestEncounterParams
from .urban_war_panic_test_encounter_params_trigger import UrbanWarPanicTestEncounterParamsTrigger
from .urban_war_panic_test_outcome import UrbanWarPanicTestOutcome
from .urban_war_panic_test_request import UrbanWarPanicTestRequest
from .urban_war_panic_test_request_trigger import UrbanWarPanicTestRequestTrigger
from .urban_war_panic_test_response import UrbanWarPanicTestResponse
from .urban_war_pending_panic import UrbanWarPendingPanic
from .urban_war_player import UrbanWarPlayer
from .urban_war_player_commander_state import UrbanWarPlayerCommanderState
from .urban_war_rally_outcome import UrbanWarRallyOutcome
from .urban_war_rally_request import UrbanWarRallyRequest
from .urban_war_rally_request_occasion import UrbanWarRallyRequestOccasion
from .urban_war_rally_response import UrbanWarRallyResponse
from .urban_war_range_band_outcome import UrbanWarRangeBandOutcome
from .urban_war_range_band_request import UrbanWarRangeBandRequest
from .urban_war_range_band_response import UrbanWarRangeBandResponse
from .urban_war_result_side import UrbanWarResultSide
from .urban_war_roster_model import UrbanWarRosterModel
from .urban_war_saves_outcome import UrbanWarSavesOutcome
from .urban_war_shooter import UrbanWarShooter
from .urban_war_shooting_damage_request import UrbanWarShootingDamageRequest
from .urban_war_shooting_damage_response import UrbanWarShootingDamageResponse
from .urban_war_shooting_encounter_params import UrbanWarShootingEncounterParams
from .urban_war_shooting_hit_request import UrbanWarShootingHitRequest
from .urban_war_shooting_hit_response import UrbanWarShootingHitResponse
from .urban_war_shooting_outcome import UrbanWarShootingOutcome
from .urban_war_shooting_request import UrbanWarShootingRequest
from .urban_war_shooting_request_mode import UrbanWarShootingRequestMode
from .urban_war_shooting_response import UrbanWarShootingResponse
from .urban_war_shooting_saves_request import UrbanWarShootingSavesRequest
from .urban_war_shooting_saves_request_context import UrbanWarShootingSavesRequestContext
from .urban_war_shooting_saves_response import UrbanWarShootingSavesResponse
from .urban_war_shooting_target_selection_request import UrbanWarShootingTargetSelectionRequest
from .urban_war_shooting_target_selection_response import UrbanWarShootingTargetSelectionResponse
from .urban_war_shot_roll import UrbanWarShotRoll
from .urban_war_shot_target import UrbanWarShotTarget
from .urban_war_side_flags import UrbanWarSideFlags
from .urban_war_side_numbers import UrbanWarSideNumbers
from .urban_war_state import UrbanWarState
from .urban_war_state_hidden import UrbanWarStateHidden
from .urban_war_state_initiative_type_0 import UrbanWarStateInitiativeType0
from .urban_war_state_models import UrbanWarStateModels
from .urban_war_state_orders_submitted import UrbanWarStateOrdersSubmitted
from .urban_war_strike import UrbanWarStrike
from .urban_war_target_action import UrbanWarTargetAction
from .urban_war_target_selection_outcome import UrbanWarTargetSelectionOutcome
from .urban_war_turn_outcome import UrbanWarTurnOutcome
from .urban_war_weapon import UrbanWarWeapon
from .urban_war_weapon_band import UrbanWarWeaponBand
from .urban_war_weapon_bands import UrbanWarWeaponBands
from .urban_war_wound_save import UrbanWarWoundSave
from .verification import Verification

__all__ = (
    "Change",
    "CorrectionAnswer",
    "EncounterCreated",
    "EncounterCreatedSideTokens",
    "Export",
    "Health",
    "LogEntry",
    "LogEntryBoundType0",
    "LogEntryHidden",
    "LogEntryOutcome",
    "LogEntryParams",
    "LogPage",
    "Mismatch",
    "PaginationMetadata",
    "Problem",
    "ProblemErrors",
    "Readiness",
    "Revealed",
    "Roll",
    "SealedWaiting",
    "UmbraTurrisAttackOutcome",
    "UmbraTurrisCastOutcome",
    "UmbraTurrisConfig",
    "UmbraTurrisDamageOutcome",
    "UmbraTurrisHitOutcome",
    "UmbraTurrisMagicCastRequest",
    "UmbraTurrisMagicCastRequestProfession",
    "UmbraTurrisMagicCastResponse",
    "UmbraTurrisMagicSelfHealRequest",
    "UmbraTurrisMagicSelfHealRequestProfession",
    "UmbraTurrisMagicSelfHealResponse",
    "UmbraTurrisMeleeAttacker",
    "UmbraTurrisMeleeAttackRequest",
    "UmbraTurrisMeleeAttackRequestAttackType",
    "UmbraTurrisMeleeAttackResponse",
    "UmbraTurrisMeleeDefender",
    "UmbraTurrisMeleeOutcome",
    "UmbraTurrisMeleeParryRequest",
    "UmbraTurrisMeleeParryRequestAttackerLocation",
    "UmbraTurrisMeleeParryRequestDefenderLocationType1",
    "UmbraTurrisMeleeParryRequestDefenderLocationType2Type1",
    "UmbraTurrisMeleeParryRequestDefenderLocationType3Type1",
    "UmbraTurrisMeleeParryResponse",
    "UmbraTurrisMeleeRequest",
    "UmbraTurrisMeleeRequestAttackerLocation",
    "UmbraTurrisMeleeRequestAttackType",
    "UmbraTurrisMeleeRequestDefenderLocationType1",
    "UmbraTurrisMeleeRequestDefenderLocationType2Type1",
    "UmbraTurrisMeleeRequestDefenderLocationType3Type1",
    "UmbraTurrisMeleeResponse",
    "UmbraTurrisMeleeShieldBlockRequest",
    "UmbraTurrisMeleeShieldBlockResponse",
    "UmbraTurrisModifier",
    "UmbraTurrisParryOutcome",
    "UmbraTurrisSelfHealOutcome",
    "UmbraTurrisShieldBlockOutcome",
    "UmbraTurrisShooter",
    "UmbraTurrisShootingDamageRequest",
    "UmbraTurrisShootingDamageResponse",
    "UmbraTurrisShootingHitRequest",
    "UmbraTurrisShootingHitResponse",
    "UmbraTurrisShootingOutcome",
    "UmbraTurrisShootingRequest",
    "UmbraTurrisShootingResponse",
    "UmbraTurrisShotTarget",
    "UrbanWarActivateParams",
    "UrbanWarActivation",
    "UrbanWarArmourSave",
    "UrbanWarAttackRoll",
    "UrbanWarBreakOffEncounterParams",
    "UrbanWarBreakOffModel",
    "UrbanWarBreakOffOpponent",
    "UrbanWarBreakOffOutcome",
    "UrbanWarBreakOffRequest",
    "UrbanWarBreakOffResponse",
    "UrbanWarCommandTestEncounterParams",
    "UrbanWarCommandTestEncounterParamsBand",
    "UrbanWarCommandTestEncounterParamsKind",
    "UrbanWarCommandTestOutcome",
    "UrbanWarCommandTestRequest",
    "UrbanWarCommandTestRequestBand",
    "UrbanWarCommandTestRequestKind",
    "UrbanWarCommandTestResponse",
    "UrbanWarConfig",
    "UrbanWarCover",
    "UrbanWarCoverSave",
    "UrbanWarCoverType",
    "UrbanWarCurrentAction",
    "UrbanWarDamageOutcome",
    "UrbanWarDamageRoll",
    "UrbanWarEncounter",
    "UrbanWarEncounterActivateAnswer",
    "UrbanWarEncounterBreakOffAnswer",
    "UrbanWarEncounterCommandTestAnswer",
    "UrbanWarEncounterConfig",
    "UrbanWarEncounterConfigDefaultOrder",
    "UrbanWarEncounterCreate",
    "UrbanWarEncounterCreateSystem",
    "UrbanWarEncounterEndActivationAnswer",
    "UrbanWarEncounterInitiativeAnswer",
    "UrbanWarEncounterMeleeAnswer",
    "UrbanWarEncounterMovementAnswer",
    "UrbanWarEncounterOrdersAnswer",
    "UrbanWarEncounterOverwatchInterruptAnswer",
    "UrbanWarEncounterPanicTestAnswer",
    "UrbanWarEncounterShootingAnswer",
    "UrbanWarEncounterSystem",
    "UrbanWarEndActivationParams",
    "UrbanWarFirstStrikeOutcome",
    "UrbanWarFirstStrikeSide",
    "UrbanWarFreeStrike",
    "UrbanWarHitOutcome",
    "UrbanWarInitiativeEncounterParams",
    "UrbanWarInitiativeEncounterParamsWinnerSendsFirst",
    "UrbanWarInitiativeOutcome",
    "UrbanWarInitiativeRequest",
    "UrbanWarInitiativeRequestWinnerSendsFirst",
    "UrbanWarInitiativeResponse",
    "UrbanWarInitiativeRoll",
    "UrbanWarInterruptEncounterParams",
    "UrbanWarInterruptEncounterParamsKind",
    "UrbanWarInterruptEncounterParamsMoment",
    "UrbanWarInterrupter",
    "UrbanWarInterrupterOrder",
    "UrbanWarInterruptTarget",
    "UrbanWarMeleeAttacker",
    "UrbanWarMeleeDamageRequest",
    "UrbanWarMeleeDamageResponse",
    "UrbanWarMeleeDefender",
    "UrbanWarMeleeEncounterParams",
    "UrbanWarMeleeFirstStrikeRequest",
    "UrbanWarMeleeFirstStrikeResponse",
    "UrbanWarMeleeHitOutcome",
    "UrbanWarMeleeHitRequest",
    "UrbanWarMeleeHitResponse",
    "UrbanWarMeleeOutcome",
    "UrbanWarMeleeRequest",
    "UrbanWarMeleeResponse",
    "UrbanWarMeleeResultOutcome",
    "UrbanWarMeleeResultRequest",
    "UrbanWarMeleeResultResponse",
    "UrbanWarModelState",
    "UrbanWarModifier",
    "UrbanWarMoveAllowed",
    "UrbanWarMovementEncounterParams",
    "UrbanWarMovementEncounterParamsAction",
    "UrbanWarMovementOutcome",
    "UrbanWarMovementRequest",
    "UrbanWarMovementRequestAction",
    "UrbanWarMovementResponse",
    "UrbanWarOrdersParams",
    "UrbanWarOrdersParamsOrders",
    "UrbanWarOrdersParamsOrdersAdditionalProperty",
    "UrbanWarOverwatchInterruptOutcome",
    "UrbanWarOverwatchInterruptRequest",
    "UrbanWarOverwatchInterruptRequestKind",
    "UrbanWarOverwatchInterruptRequestMoment",
    "UrbanWarOverwatchInterruptResponse",
    "UrbanWarPanicTestEncounterParams",
    "UrbanWarPanicTestEncounterParamsTrigger",
    "UrbanWarPanicTestOutcome",
    "UrbanWarPanicTestRequest",
    "UrbanWarPanicTestRequestTrigger",
    "UrbanWarPanicTestResponse",
    "UrbanWarPendingPanic",
    "UrbanWarPlayer",
    "UrbanWarPlayerCommanderState",
    "UrbanWarRallyOutcome",
    "UrbanWarRallyRequest",
    "UrbanWarRallyRequestOccasion",
    "UrbanWarRallyResponse",
    "UrbanWarRangeBandOutcome",
    "UrbanWarRangeBandRequest",
    "UrbanWarRangeBandResponse",
    "UrbanWarResultSide",
    "UrbanWarRosterModel",
    "UrbanWarSavesOutcome",
    "UrbanWarShooter",
    "UrbanWarShootingDamageRequest",
    "UrbanWarShootingDamageResponse",
    "UrbanWarShootingEncounterParams",
    "UrbanWarShootingHitRequest",
    "UrbanWarShootingHitResponse",
    "UrbanWarShootingOutcome",
    "UrbanWarShootingRequest",
    "UrbanWarShootingRequestMode",
    "UrbanWarShootingResponse",
    "UrbanWarShootingSavesRequest",
    "UrbanWarShootingSavesRequestContext",
    "UrbanWarShootingSavesResponse",
    "UrbanWarShootingTargetSelectionRequest",
    "UrbanWarShootingTargetSelectionResponse",
    "UrbanWarShotRoll",
    "UrbanWarShotTarget",
    "UrbanWarSideFlags",
    "UrbanWarSideNumbers",
    "UrbanWarState",
    "UrbanWarStateHidden",
    "UrbanWarStateInitiativeType0",
    "UrbanWarStateModels",
    "UrbanWarStateOrdersSubmitted",
    "UrbanWarStrike",
    "UrbanWarTargetAction",
    "UrbanWarTargetSelectionOutcome",
    "UrbanWarTurnOutcome",
    "UrbanWarWeapon",
    "UrbanWarWeaponBand",
    "UrbanWarWeaponBands",
    "UrbanWarWoundSave",
    "Verification",
)
