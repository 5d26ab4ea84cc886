"""Contains all the data models used in inputs/outputs"""

from .health import Health
from .pagination_metadata import PaginationMetadata
from .problem import Problem
from .problem_errors import ProblemErrors
from .readiness import Readiness
from .roll import Roll
from .urban_war_armour_save import UrbanWarArmourSave
from .urban_war_attack_roll import UrbanWarAttackRoll
from .urban_war_break_off_model import UrbanWarBreakOffModel
from .urban_war_break_off_opponent import UrbanWarBreakOffOpponent
from .urban_war_break_off_outcome import UrbanWarBreakOffOutcome
from .urban_war_break_off_request import UrbanWarBreakOffRequest
from .urban_war_break_off_response import UrbanWarBreakOffResponse
from .urban_war_command_test_outcome import UrbanWarCommandTestOutcome
from .urban_war_command_test_request import UrbanWarCommandTestRequest
from .urban_war_command_test_request_band import UrbanWarCommandTestRequestBand
from .urban_war_command_test_request_kind import UrbanWarCommandTestRequestKind
from .urban_war_command_test_response import UrbanWarCommandTestResponse
from .urban_war_config import UrbanWarConfig
from .urban_war_cover import UrbanWarCover
from .urban_war_cover_save import UrbanWarCoverSave
from .urban_war_cover_type import UrbanWarCoverType
from .urban_war_damage_outcome import UrbanWarDamageOutcome
from .urban_war_damage_roll import UrbanWarDamageRoll
from .urban_war_first_strike_outcome import UrbanWarFirstStrikeOutcome
from .urban_war_first_strike_side import UrbanWarFirstStrikeSide
from .urban_war_free_strike import UrbanWarFreeStrike
from .urban_war_hit_outcome import UrbanWarHitOutcome
from .urban_war_initiative_outcome import UrbanWarInitiativeOutcome
from .urban_war_initiative_request import UrbanWarInitiativeRequest
from .urban_war_initiative_request_winner_sends_first import UrbanWarInitiativeRequestWinnerSendsFirst
from .urban_war_initiative_response import UrbanWarInitiativeResponse
from .urban_war_initiative_roll import UrbanWarInitiativeRoll
from .urban_war_interrupt_target import UrbanWarInterruptTarget
from .urban_war_interrupter import UrbanWarInterrupter
from .urban_war_interrupter_order import UrbanWarInterrupterOrder
from .urban_war_melee_attacker import UrbanWarMeleeAttacker
from .urban_war_melee_damage_request import UrbanWarMeleeDamageRequest
from .urban_war_melee_damage_response import UrbanWarMeleeDamageResponse
from .urban_war_melee_defender import UrbanWarMeleeDefender
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
from .urban_war_modifier import UrbanWarModifier
from .urban_war_move_allowed import UrbanWarMoveAllowed
from .urban_war_movement_outcome import UrbanWarMovementOutcome
from .urban_war_movement_request import UrbanWarMovementRequest
from .urban_war_movement_request_action import UrbanWarMovementRequestAction
from .urban_war_movement_response import UrbanWarMovementResponse
from .urban_war_overwatch_interrupt_outcome import UrbanWarOverwatchInterruptOutcome
from .urban_war_overwatch_interrupt_request import UrbanWarOverwatchInterruptRequest
from .urban_war_overwatch_interrupt_request_kind import UrbanWarOverwatchInterruptRequestKind
from .urban_war_overwatch_interrupt_request_moment import UrbanWarOverwatchInterruptRequestMoment
from .urban_war_overwatch_interrupt_response import UrbanWarOverwatchInterruptResponse
from .urban_war_panic_test_outcome import UrbanWarPanicTestOutcome
from .urban_war_panic_test_request import UrbanWarPanicTestRequest
from .urban_war_panic_test_request_trigger import UrbanWarPanicTestRequestTrigger
from .urban_war_panic_test_response import UrbanWarPanicTestResponse
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
from .urban_war_saves_outcome import UrbanWarSavesOutcome
from .urban_war_shooter import UrbanWarShooter
from .urban_war_shooting_damage_request import UrbanWarShootingDamageRequest
from .urban_war_shooting_damage_response import UrbanWarShootingDamageResponse
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
from .urban_war_strike import UrbanWarStrike
from .urban_war_target_action import UrbanWarTargetAction
from .urban_war_target_selection_outcome import UrbanWarTargetSelectionOutcome
from .urban_war_weapon import UrbanWarWeapon
from .urban_war_weapon_band import UrbanWarWeaponBand
from .urban_war_weapon_bands import UrbanWarWeaponBands
from .urban_war_wound_save import UrbanWarWoundSave

__all__ = (
    "Health",
    "PaginationMetadata",
    "Problem",
    "ProblemErrors",
    "Readiness",
    "Roll",
    "UrbanWarArmourSave",
    "UrbanWarAttackRoll",
    "UrbanWarBreakOffModel",
    "UrbanWarBreakOffOpponent",
    "UrbanWarBreakOffOutcome",
    "UrbanWarBreakOffRequest",
    "UrbanWarBreakOffResponse",
    "UrbanWarCommandTestOutcome",
    "UrbanWarCommandTestRequest",
    "UrbanWarCommandTestRequestBand",
    "UrbanWarCommandTestRequestKind",
    "UrbanWarCommandTestResponse",
    "UrbanWarConfig",
    "UrbanWarCover",
    "UrbanWarCoverSave",
    "UrbanWarCoverType",
    "UrbanWarDamageOutcome",
    "UrbanWarDamageRoll",
    "UrbanWarFirstStrikeOutcome",
    "UrbanWarFirstStrikeSide",
    "UrbanWarFreeStrike",
    "UrbanWarHitOutcome",
    "UrbanWarInitiativeOutcome",
    "UrbanWarInitiativeRequest",
    "UrbanWarInitiativeRequestWinnerSendsFirst",
    "UrbanWarInitiativeResponse",
    "UrbanWarInitiativeRoll",
    "UrbanWarInterrupter",
    "UrbanWarInterrupterOrder",
    "UrbanWarInterruptTarget",
    "UrbanWarMeleeAttacker",
    "UrbanWarMeleeDamageRequest",
    "UrbanWarMeleeDamageResponse",
    "UrbanWarMeleeDefender",
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
    "UrbanWarModifier",
    "UrbanWarMoveAllowed",
    "UrbanWarMovementOutcome",
    "UrbanWarMovementRequest",
    "UrbanWarMovementRequestAction",
    "UrbanWarMovementResponse",
    "UrbanWarOverwatchInterruptOutcome",
    "UrbanWarOverwatchInterruptRequest",
    "UrbanWarOverwatchInterruptRequestKind",
    "UrbanWarOverwatchInterruptRequestMoment",
    "UrbanWarOverwatchInterruptResponse",
    "UrbanWarPanicTestOutcome",
    "UrbanWarPanicTestRequest",
    "UrbanWarPanicTestRequestTrigger",
    "UrbanWarPanicTestResponse",
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
    "UrbanWarSavesOutcome",
    "UrbanWarShooter",
    "UrbanWarShootingDamageRequest",
    "UrbanWarShootingDamageResponse",
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
    "UrbanWarStrike",
    "UrbanWarTargetAction",
    "UrbanWarTargetSelectionOutcome",
    "UrbanWarWeapon",
    "UrbanWarWeaponBand",
    "UrbanWarWeaponBands",
    "UrbanWarWoundSave",
)
