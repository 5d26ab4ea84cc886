"""Contains all the data models used in inputs/outputs"""

from .accept_body import AcceptBody
from .accept_body_claims import AcceptBodyClaims
from .accepted_answer import AcceptedAnswer
from .accepted_answer_outcome import AcceptedAnswerOutcome
from .change import Change
from .claims_entry_answer import ClaimsEntryAnswer
from .claims_entry_answer_params import ClaimsEntryAnswerParams
from .claims_policy import ClaimsPolicy
from .claims_record import ClaimsRecord
from .claims_record_claims import ClaimsRecordClaims
from .claims_record_params import ClaimsRecordParams
from .correction import Correction
from .correction_answer import CorrectionAnswer
from .correction_name import CorrectionName
from .correction_params import CorrectionParams
from .dice_face import DiceFace
from .dice_node import DiceNode
from .dice_node_kind import DiceNodeKind
from .dice_operator import DiceOperator
from .dice_roll_request import DiceRollRequest
from .dice_roll_response import DiceRollResponse
from .die_origin import DieOrigin
from .dispute_body import DisputeBody
from .dispute_ruling import DisputeRuling
from .encounter_created import EncounterCreated
from .encounter_created_side_tokens import EncounterCreatedSideTokens
from .encounter_roll_answer import EncounterRollAnswer
from .encounter_step_name import EncounterStepName
from .export import Export
from .export_format import ExportFormat
from .failure import Failure
from .free_roll_params import FreeRollParams
from .health import Health
from .health_status import HealthStatus
from .jwk import Jwk
from .jwk_curve import JwkCurve
from .jwk_key_type import JwkKeyType
from .jwk_use import JwkUse
from .key_set import KeySet
from .live_event import LiveEvent
from .live_event_name import LiveEventName
from .live_expired import LiveExpired
from .live_proposal import LiveProposal
from .live_proposal_status import LiveProposalStatus
from .live_sealed import LiveSealed
from .live_sealed_step import LiveSealedStep
from .log_entry import LogEntry
from .log_entry_bound_type_0 import LogEntryBoundType0
from .log_entry_claims import LogEntryClaims
from .log_entry_given_by import LogEntryGivenBy
from .log_entry_hidden import LogEntryHidden
from .log_entry_outcome import LogEntryOutcome
from .log_entry_params import LogEntryParams
from .log_page import LogPage
from .mismatch import Mismatch
from .next_step import NextStep
from .odds_event import OddsEvent
from .odds_method import OddsMethod
from .odds_response import OddsResponse
from .odds_result import OddsResult
from .odds_value import OddsValue
from .problem import Problem
from .problem_code import ProblemCode
from .problem_errors import ProblemErrors
from .proposal import Proposal
from .proposal_answer import ProposalAnswer
from .proposal_claims import ProposalClaims
from .proposal_params import ProposalParams
from .proposal_status import ProposalStatus
from .readiness import Readiness
from .ready_status import ReadyStatus
from .reject_body import RejectBody
from .revealed import Revealed
from .revealed_side_seeds import RevealedSideSeeds
from .rng import Rng
from .roll import Roll
from .roll_outcome import RollOutcome
from .rolled_die import RolledDie
from .ruling_body import RulingBody
from .sealed_status import SealedStatus
from .sealed_waiting import SealedWaiting
from .set_item import SetItem
from .side_seed import SideSeed
from .side_seed_answer import SideSeedAnswer
from .signature import Signature
from .signature_algorithm import SignatureAlgorithm
from .signature_check import SignatureCheck
from .signature_checks import SignatureChecks
from .signatures import Signatures
from .signing_key_kind import SigningKeyKind
from .step_name import StepName
from .step_odds import StepOdds
from .store_kind import StoreKind
from .system_id import SystemId
from .umbra_turris_action_die_params import UmbraTurrisActionDieParams
from .umbra_turris_attack_encounter_params import UmbraTurrisAttackEncounterParams
from .umbra_turris_attack_outcome import UmbraTurrisAttackOutcome
from .umbra_turris_attack_type import UmbraTurrisAttackType
from .umbra_turris_cast_encounter_params import UmbraTurrisCastEncounterParams
from .umbra_turris_cast_outcome import UmbraTurrisCastOutcome
from .umbra_turris_characteristic import UmbraTurrisCharacteristic
from .umbra_turris_charge_params import UmbraTurrisChargeParams
from .umbra_turris_config import UmbraTurrisConfig
from .umbra_turris_damage_encounter_params import UmbraTurrisDamageEncounterParams
from .umbra_turris_damage_outcome import UmbraTurrisDamageOutcome
from .umbra_turris_disengage_params import UmbraTurrisDisengageParams
from .umbra_turris_encounter import UmbraTurrisEncounter
from .umbra_turris_encounter_action_die_answer import UmbraTurrisEncounterActionDieAnswer
from .umbra_turris_encounter_charge_answer import UmbraTurrisEncounterChargeAnswer
from .umbra_turris_encounter_config import UmbraTurrisEncounterConfig
from .umbra_turris_encounter_create import UmbraTurrisEncounterCreate
from .umbra_turris_encounter_disengage_answer import UmbraTurrisEncounterDisengageAnswer
from .umbra_turris_encounter_magic_cast_answer import UmbraTurrisEncounterMagicCastAnswer
from .umbra_turris_encounter_magic_self_heal_answer import UmbraTurrisEncounterMagicSelfHealAnswer
from .umbra_turris_encounter_melee_attack_answer import UmbraTurrisEncounterMeleeAttackAnswer
from .umbra_turris_encounter_melee_exchange_answer import UmbraTurrisEncounterMeleeExchangeAnswer
from .umbra_turris_encounter_melee_parry_answer import UmbraTurrisEncounterMeleeParryAnswer
from .umbra_turris_encounter_melee_shield_block_answer import UmbraTurrisEncounterMeleeShieldBlockAnswer
from .umbra_turris_encounter_movement_answer import UmbraTurrisEncounterMovementAnswer
from .umbra_turris_encounter_new_cycle_answer import UmbraTurrisEncounterNewCycleAnswer
from .umbra_turris_encounter_rules_versions import UmbraTurrisEncounterRulesVersions
from .umbra_turris_encounter_shooting_answer import UmbraTurrisEncounterShootingAnswer
from .umbra_turris_encounter_shooting_damage_answer import UmbraTurrisEncounterShootingDamageAnswer
from .umbra_turris_encounter_shooting_hit_answer import UmbraTurrisEncounterShootingHitAnswer
from .umbra_turris_encounter_side_seeds_type_0 import UmbraTurrisEncounterSideSeedsType0
from .umbra_turris_equipment import UmbraTurrisEquipment
from .umbra_turris_equipment_edit import UmbraTurrisEquipmentEdit
from .umbra_turris_event_outcome import UmbraTurrisEventOutcome
from .umbra_turris_exchange import UmbraTurrisExchange
from .umbra_turris_exchange_params import UmbraTurrisExchangeParams
from .umbra_turris_hit_encounter_params import UmbraTurrisHitEncounterParams
from .umbra_turris_hit_outcome import UmbraTurrisHitOutcome
from .umbra_turris_location import UmbraTurrisLocation
from .umbra_turris_location_choice import UmbraTurrisLocationChoice
from .umbra_turris_magic_cast_request import UmbraTurrisMagicCastRequest
from .umbra_turris_magic_cast_response import UmbraTurrisMagicCastResponse
from .umbra_turris_magic_self_heal_request import UmbraTurrisMagicSelfHealRequest
from .umbra_turris_magic_self_heal_response import UmbraTurrisMagicSelfHealResponse
from .umbra_turris_melee_attack_request import UmbraTurrisMeleeAttackRequest
from .umbra_turris_melee_attack_response import UmbraTurrisMeleeAttackResponse
from .umbra_turris_melee_attacker import UmbraTurrisMeleeAttacker
from .umbra_turris_melee_defender import UmbraTurrisMeleeDefender
from .umbra_turris_melee_outcome import UmbraTurrisMeleeOutcome
from .umbra_turris_melee_parry_request import UmbraTurrisMeleeParryRequest
from .umbra_turris_melee_parry_response import UmbraTurrisMeleeParryResponse
from .umbra_turris_melee_request import UmbraTurrisMeleeRequest
from .umbra_turris_melee_response import UmbraTurrisMeleeResponse
from .umbra_turris_melee_shield_block_request import UmbraTurrisMeleeShieldBlockRequest
from .umbra_turris_melee_shield_block_response import UmbraTurrisMeleeShieldBlockResponse
from .umbra_turris_model_state import UmbraTurrisModelState
from .umbra_turris_modifier import UmbraTurrisModifier
from .umbra_turris_movement_params import UmbraTurrisMovementParams
from .umbra_turris_new_cycle_params import UmbraTurrisNewCycleParams
from .umbra_turris_parry_outcome import UmbraTurrisParryOutcome
from .umbra_turris_parry_part_params import UmbraTurrisParryPartParams
from .umbra_turris_parry_result import UmbraTurrisParryResult
from .umbra_turris_pending_melee import UmbraTurrisPendingMelee
from .umbra_turris_pending_shot import UmbraTurrisPendingShot
from .umbra_turris_profession import UmbraTurrisProfession
from .umbra_turris_profile import UmbraTurrisProfile
from .umbra_turris_profile_edit import UmbraTurrisProfileEdit
from .umbra_turris_roster_model import UmbraTurrisRosterModel
from .umbra_turris_roster_model_edit import UmbraTurrisRosterModelEdit
from .umbra_turris_self_heal_encounter_params import UmbraTurrisSelfHealEncounterParams
from .umbra_turris_self_heal_outcome import UmbraTurrisSelfHealOutcome
from .umbra_turris_shield_block_encounter_params import UmbraTurrisShieldBlockEncounterParams
from .umbra_turris_shield_block_outcome import UmbraTurrisShieldBlockOutcome
from .umbra_turris_shooter import UmbraTurrisShooter
from .umbra_turris_shooting_damage_request import UmbraTurrisShootingDamageRequest
from .umbra_turris_shooting_damage_response import UmbraTurrisShootingDamageResponse
from .umbra_turris_shooting_encounter_params import UmbraTurrisShootingEncounterParams
from .umbra_turris_shooting_hit_request import UmbraTurrisShootingHitRequest
from .umbra_turris_shooting_hit_response import UmbraTurrisShootingHitResponse
from .umbra_turris_shooting_outcome import UmbraTurrisShootingOutcome
from .umbra_turris_shooting_request import UmbraTurrisShootingRequest
from .umbra_turris_shooting_response import UmbraTurrisShootingResponse
from .umbra_turris_shot_target import UmbraTurrisShotTarget
from .umbra_turris_state import UmbraTurrisState
from .umbra_turris_state_models import UmbraTurrisStateModels
from .umbra_turris_system_id import UmbraTurrisSystemId
from .unresolved_part import UnresolvedPart
from .unresolved_part_params import UnresolvedPartParams
from .urban_war_action_end import UrbanWarActionEnd
from .urban_war_action_kind import UrbanWarActionKind
from .urban_war_activate_params import UrbanWarActivateParams
from .urban_war_activation import UrbanWarActivation
from .urban_war_activation_move import UrbanWarActivationMove
from .urban_war_armour_save import UrbanWarArmourSave
from .urban_war_attack_roll import UrbanWarAttackRoll
from .urban_war_band import UrbanWarBand
from .urban_war_band_at_range import UrbanWarBandAtRange
from .urban_war_break_off_encounter_params import UrbanWarBreakOffEncounterParams
from .urban_war_break_off_model import UrbanWarBreakOffModel
from .urban_war_break_off_opponent import UrbanWarBreakOffOpponent
from .urban_war_break_off_outcome import UrbanWarBreakOffOutcome
from .urban_war_break_off_request import UrbanWarBreakOffRequest
from .urban_war_break_off_response import UrbanWarBreakOffResponse
from .urban_war_command_test_encounter_params import UrbanWarCommandTestEncounterParams
from .urban_war_command_test_kind import UrbanWarCommandTestKind
from .urban_war_command_test_outcome import UrbanWarCommandTestOutcome
from .urban_war_command_test_request import UrbanWarCommandTestRequest
from .urban_war_command_test_response import UrbanWarCommandTestResponse
from .urban_war_commander_state import UrbanWarCommanderState
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
from .urban_war_encounter_create import UrbanWarEncounterCreate
from .urban_war_encounter_end_activation_answer import UrbanWarEncounterEndActivationAnswer
from .urban_war_encounter_initiative_answer import UrbanWarEncounterInitiativeAnswer
from .urban_war_encounter_melee_answer import UrbanWarEncounterMeleeAnswer
from .urban_war_encounter_movement_answer import UrbanWarEncounterMovementAnswer
from .urban_war_encounter_orders_answer import UrbanWarEncounterOrdersAnswer
from .urban_war_encounter_overwatch_interrupt_answer import UrbanWarEncounterOverwatchInterruptAnswer
from .urban_war_encounter_panic_test_answer import UrbanWarEncounterPanicTestAnswer
from .urban_war_encounter_rules_versions import UrbanWarEncounterRulesVersions
from .urban_war_encounter_setup_roll_answer import UrbanWarEncounterSetupRollAnswer
from .urban_war_encounter_shooting_answer import UrbanWarEncounterShootingAnswer
from .urban_war_encounter_side_seeds_type_0 import UrbanWarEncounterSideSeedsType0
from .urban_war_end_activation_params import UrbanWarEndActivationParams
from .urban_war_first_strike_outcome import UrbanWarFirstStrikeOutcome
from .urban_war_first_strike_side import UrbanWarFirstStrikeSide
from .urban_war_first_to_act import UrbanWarFirstToAct
from .urban_war_free_strike import UrbanWarFreeStrike
from .urban_war_hit_outcome import UrbanWarHitOutcome
from .urban_war_initiative_encounter_params import UrbanWarInitiativeEncounterParams
from .urban_war_initiative_outcome import UrbanWarInitiativeOutcome
from .urban_war_initiative_request import UrbanWarInitiativeRequest
from .urban_war_initiative_response import UrbanWarInitiativeResponse
from .urban_war_initiative_roll import UrbanWarInitiativeRoll
from .urban_war_initiative_state import UrbanWarInitiativeState
from .urban_war_interrupt_encounter_params import UrbanWarInterruptEncounterParams
from .urban_war_interrupt_kind import UrbanWarInterruptKind
from .urban_war_interrupt_moment import UrbanWarInterruptMoment
from .urban_war_interrupt_target import UrbanWarInterruptTarget
from .urban_war_interrupter import UrbanWarInterrupter
from .urban_war_interrupter_order import UrbanWarInterrupterOrder
from .urban_war_last_action import UrbanWarLastAction
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
from .urban_war_move_action import UrbanWarMoveAction
from .urban_war_move_allowed import UrbanWarMoveAllowed
from .urban_war_movement_encounter_params import UrbanWarMovementEncounterParams
from .urban_war_movement_outcome import UrbanWarMovementOutcome
from .urban_war_movement_request import UrbanWarMovementRequest
from .urban_war_movement_response import UrbanWarMovementResponse
from .urban_war_order import UrbanWarOrder
from .urban_war_order_token import UrbanWarOrderToken
from .urban_war_orders_params import UrbanWarOrdersParams
from .urban_war_orders_params_orders import UrbanWarOrdersParamsOrders
from .urban_war_overwatch_interrupt_outcome import UrbanWarOverwatchInterruptOutcome
from .urban_war_overwatch_interrupt_request import UrbanWarOverwatchInterruptRequest
from .urban_war_overwatch_interrupt_response import UrbanWarOverwatchInterruptResponse
from .urban_war_panic_test_encounter_params import UrbanWarPanicTestEncounterParams
from .urban_war_panic_test_outcome import UrbanWarPanicTestOutcome
from .urban_war_panic_test_request import UrbanWarPanicTestRequest
from .urban_war_panic_test_response import UrbanWarPanicTestResponse
from .urban_war_panic_trigger import UrbanWarPanicTrigger
from .urban_war_pending_panic import UrbanWarPendingPanic
from .urban_war_phase import UrbanWarPhase
from .urban_war_player import UrbanWarPlayer
from .urban_war_rally_occasion import UrbanWarRallyOccasion
from .urban_war_rally_outcome import UrbanWarRallyOutcome
from .urban_war_rally_request import UrbanWarRallyRequest
from .urban_war_rally_response import UrbanWarRallyResponse
from .urban_war_range_band_outcome import UrbanWarRangeBandOutcome
from .urban_war_range_band_request import UrbanWarRangeBandRequest
from .urban_war_range_band_response import UrbanWarRangeBandResponse
from .urban_war_result_side import UrbanWarResultSide
from .urban_war_roster_model import UrbanWarRosterModel
from .urban_war_save_context import UrbanWarSaveContext
from .urban_war_saves_outcome import UrbanWarSavesOutcome
from .urban_war_setup_roll import UrbanWarSetupRoll
from .urban_war_shooter import UrbanWarShooter
from .urban_war_shooting_damage_request import UrbanWarShootingDamageRequest
from .urban_war_shooting_damage_response import UrbanWarShootingDamageResponse
from .urban_war_shooting_encounter_params import UrbanWarShootingEncounterParams
from .urban_war_shooting_hit_request import UrbanWarShootingHitRequest
from .urban_war_shooting_hit_response import UrbanWarShootingHitResponse
from .urban_war_shooting_outcome import UrbanWarShootingOutcome
from .urban_war_shooting_request import UrbanWarShootingRequest
from .urban_war_shooting_response import UrbanWarShootingResponse
from .urban_war_shooting_saves_request import UrbanWarShootingSavesRequest
from .urban_war_shooting_saves_response import UrbanWarShootingSavesResponse
from .urban_war_shooting_target_selection_request import UrbanWarShootingTargetSelectionRequest
from .urban_war_shooting_target_selection_response import UrbanWarShootingTargetSelectionResponse
from .urban_war_shot_mode import UrbanWarShotMode
from .urban_war_shot_roll import UrbanWarShotRoll
from .urban_war_shot_target import UrbanWarShotTarget
from .urban_war_side_flags import UrbanWarSideFlags
from .urban_war_side_numbers import UrbanWarSideNumbers
from .urban_war_state import UrbanWarState
from .urban_war_state_hidden import UrbanWarStateHidden
from .urban_war_state_models import UrbanWarStateModels
from .urban_war_state_orders_submitted import UrbanWarStateOrdersSubmitted
from .urban_war_strike import UrbanWarStrike
from .urban_war_system_id import UrbanWarSystemId
from .urban_war_target_action import UrbanWarTargetAction
from .urban_war_target_selection_outcome import UrbanWarTargetSelectionOutcome
from .urban_war_test_kind import UrbanWarTestKind
from .urban_war_turn_outcome import UrbanWarTurnOutcome
from .urban_war_weapon import UrbanWarWeapon
from .urban_war_weapon_band import UrbanWarWeaponBand
from .urban_war_weapon_bands import UrbanWarWeaponBands
from .urban_war_wound_save import UrbanWarWoundSave
from .verification import Verification
from .verify_failure_check import VerifyFailureCheck
from .walka_action_points_outcome import WalkaActionPointsOutcome
from .walka_action_points_request import WalkaActionPointsRequest
from .walka_action_points_response import WalkaActionPointsResponse
from .walka_activity import WalkaActivity
from .walka_activity_kind import WalkaActivityKind
from .walka_ammunition import WalkaAmmunition
from .walka_armour_piece import WalkaArmourPiece
from .walka_armour_side import WalkaArmourSide
from .walka_attack_encounter_params import WalkaAttackEncounterParams
from .walka_attack_form import WalkaAttackForm
from .walka_attack_kind import WalkaAttackKind
from .walka_attack_outcome import WalkaAttackOutcome
from .walka_attack_request import WalkaAttackRequest
from .walka_attack_response import WalkaAttackResponse
from .walka_attacker import WalkaAttacker
from .walka_attacker_after import WalkaAttackerAfter
from .walka_attribute import WalkaAttribute
from .walka_attribute_name import WalkaAttributeName
from .walka_bleeding_params import WalkaBleedingParams
from .walka_body_row import WalkaBodyRow
from .walka_borrowed_reload import WalkaBorrowedReload
from .walka_cede import WalkaCede
from .walka_chain_declaration import WalkaChainDeclaration
from .walka_chain_entry import WalkaChainEntry
from .walka_chain_link import WalkaChainLink
from .walka_chain_link_state import WalkaChainLinkState
from .walka_chain_next_params import WalkaChainNextParams
from .walka_chain_state import WalkaChainState
from .walka_chain_trigger import WalkaChainTrigger
from .walka_chain_trigger_state import WalkaChainTriggerState
from .walka_character import WalkaCharacter
from .walka_character_params import WalkaCharacterParams
from .walka_character_state import WalkaCharacterState
from .walka_character_state_hands import WalkaCharacterStateHands
from .walka_conditions import WalkaConditions
from .walka_copies import WalkaCopies
from .walka_coverage import WalkaCoverage
from .walka_damage_encounter_params import WalkaDamageEncounterParams
from .walka_damage_kind import WalkaDamageKind
from .walka_damage_outcome import WalkaDamageOutcome
from .walka_damage_request import WalkaDamageRequest
from .walka_damage_response import WalkaDamageResponse
from .walka_damage_type import WalkaDamageType
from .walka_declaration import WalkaDeclaration
from .walka_defender import WalkaDefender
from .walka_defender_after import WalkaDefenderAfter
from .walka_defense import WalkaDefense
from .walka_defense_encounter_params import WalkaDefenseEncounterParams
from .walka_defense_outcome import WalkaDefenseOutcome
from .walka_defense_request import WalkaDefenseRequest
from .walka_defense_response import WalkaDefenseResponse
from .walka_defense_result import WalkaDefenseResult
from .walka_die import WalkaDie
from .walka_disabled_hand import WalkaDisabledHand
from .walka_encounter import WalkaEncounter
from .walka_encounter_action_points_answer import WalkaEncounterActionPointsAnswer
from .walka_encounter_attack_answer import WalkaEncounterAttackAnswer
from .walka_encounter_create import WalkaEncounterCreate
from .walka_encounter_cure_bleeding_answer import WalkaEncounterCureBleedingAnswer
from .walka_encounter_damage_answer import WalkaEncounterDamageAnswer
from .walka_encounter_defense_answer import WalkaEncounterDefenseAnswer
from .walka_encounter_end_encounter_answer import WalkaEncounterEndEncounterAnswer
from .walka_encounter_end_turn_answer import WalkaEncounterEndTurnAnswer
from .walka_encounter_heal_wound_answer import WalkaEncounterHealWoundAnswer
from .walka_encounter_hit_location_answer import WalkaEncounterHitLocationAnswer
from .walka_encounter_initiative_answer import WalkaEncounterInitiativeAnswer
from .walka_encounter_instant_chain_answer import WalkaEncounterInstantChainAnswer
from .walka_encounter_instant_chain_next_answer import WalkaEncounterInstantChainNextAnswer
from .walka_encounter_rules_versions import WalkaEncounterRulesVersions
from .walka_encounter_side_seeds_type_0 import WalkaEncounterSideSeedsType0
from .walka_encounter_stanch_answer import WalkaEncounterStanchAnswer
from .walka_encounter_status_answer import WalkaEncounterStatusAnswer
from .walka_encounter_strike_answer import WalkaEncounterStrikeAnswer
from .walka_encounter_surprise_answer import WalkaEncounterSurpriseAnswer
from .walka_encounter_terrain_answer import WalkaEncounterTerrainAnswer
from .walka_encounter_weapon import WalkaEncounterWeapon
from .walka_encounter_wounds_answer import WalkaEncounterWoundsAnswer
from .walka_end_encounter_params import WalkaEndEncounterParams
from .walka_end_encounter_params_statuses import WalkaEndEncounterParamsStatuses
from .walka_execution_entry import WalkaExecutionEntry
from .walka_hand import WalkaHand
from .walka_heal_outcome import WalkaHealOutcome
from .walka_heal_wound_params import WalkaHealWoundParams
from .walka_hit_location_encounter_params import WalkaHitLocationEncounterParams
from .walka_hit_location_outcome import WalkaHitLocationOutcome
from .walka_hit_location_request import WalkaHitLocationRequest
from .walka_hit_location_response import WalkaHitLocationResponse
from .walka_initiative_encounter_params import WalkaInitiativeEncounterParams
from .walka_initiative_outcome import WalkaInitiativeOutcome
from .walka_initiative_request import WalkaInitiativeRequest
from .walka_initiative_response import WalkaInitiativeResponse
from .walka_instant_chain_encounter_params import WalkaInstantChainEncounterParams
from .walka_instant_chain_outcome import WalkaInstantChainOutcome
from .walka_instant_chain_request import WalkaInstantChainRequest
from .walka_instant_chain_response import WalkaInstantChainResponse
from .walka_interrupts_trigger import WalkaInterruptsTrigger
from .walka_limb_ref import WalkaLimbRef
from .walka_location import WalkaLocation
from .walka_location_mode import WalkaLocationMode
from .walka_modifier import WalkaModifier
from .walka_move_mode import WalkaMoveMode
from .walka_order_entry import WalkaOrderEntry
from .walka_pending_defence import WalkaPendingDefence
from .walka_prepaid import WalkaPrepaid
from .walka_quality_change import WalkaQualityChange
from .walka_range_band import WalkaRangeBand
from .walka_reload_step import WalkaReloadStep
from .walka_roster_character import WalkaRosterCharacter
from .walka_roster_character_hands_type_0 import WalkaRosterCharacterHandsType0
from .walka_rules import WalkaRules
from .walka_set_status_params import WalkaSetStatusParams
from .walka_shield import WalkaShield
from .walka_span import WalkaSpan
from .walka_spend_params import WalkaSpendParams
from .walka_spent_activity import WalkaSpentActivity
from .walka_state import WalkaState
from .walka_state_config import WalkaStateConfig
from .walka_state_models import WalkaStateModels
from .walka_status import WalkaStatus
from .walka_strike_encounter_params import WalkaStrikeEncounterParams
from .walka_strike_outcome import WalkaStrikeOutcome
from .walka_strike_request import WalkaStrikeRequest
from .walka_strike_response import WalkaStrikeResponse
from .walka_surprise_encounter_params import WalkaSurpriseEncounterParams
from .walka_surprise_outcome import WalkaSurpriseOutcome
from .walka_surprise_request import WalkaSurpriseRequest
from .walka_surprise_response import WalkaSurpriseResponse
from .walka_surprise_scope import WalkaSurpriseScope
from .walka_system_id import WalkaSystemId
from .walka_terrain_encounter_params import WalkaTerrainEncounterParams
from .walka_terrain_outcome import WalkaTerrainOutcome
from .walka_terrain_profile import WalkaTerrainProfile
from .walka_terrain_request import WalkaTerrainRequest
from .walka_terrain_response import WalkaTerrainResponse
from .walka_terrain_step import WalkaTerrainStep
from .walka_terrain_unit import WalkaTerrainUnit
from .walka_test_result import WalkaTestResult
from .walka_trigger import WalkaTrigger
from .walka_trigger_kind import WalkaTriggerKind
from .walka_trigger_result import WalkaTriggerResult
from .walka_turn_event_outcome import WalkaTurnEventOutcome
from .walka_turn_state import WalkaTurnState
from .walka_weapon_state import WalkaWeaponState
from .walka_wound import WalkaWound
from .walka_wounds_encounter_params import WalkaWoundsEncounterParams
from .walka_wounds_outcome import WalkaWoundsOutcome
from .walka_wounds_request import WalkaWoundsRequest
from .walka_wounds_response import WalkaWoundsResponse

__all__ = (
    "AcceptBody",
    "AcceptBodyClaims",
    "AcceptedAnswer",
    "AcceptedAnswerOutcome",
    "Change",
    "ClaimsEntryAnswer",
    "ClaimsEntryAnswerParams",
    "ClaimsPolicy",
    "ClaimsRecord",
    "ClaimsRecordClaims",
    "ClaimsRecordParams",
    "Correction",
    "CorrectionAnswer",
    "CorrectionName",
    "CorrectionParams",
    "DiceFace",
    "DiceNode",
    "DiceNodeKind",
    "DiceOperator",
    "DiceRollRequest",
    "DiceRollResponse",
    "DieOrigin",
    "DisputeBody",
    "DisputeRuling",
    "EncounterCreated",
    "EncounterCreatedSideTokens",
    "EncounterRollAnswer",
    "EncounterStepName",
    "Export",
    "ExportFormat",
    "Failure",
    "FreeRollParams",
    "Health",
    "HealthStatus",
    "Jwk",
    "JwkCurve",
    "JwkKeyType",
    "JwkUse",
    "KeySet",
    "LiveEvent",
    "LiveEventName",
    "LiveExpired",
    "LiveProposal",
    "LiveProposalStatus",
    "LiveSealed",
    "LiveSealedStep",
    "LogEntry",
    "LogEntryBoundType0",
    "LogEntryClaims",
    "LogEntryGivenBy",
    "LogEntryHidden",
    "LogEntryOutcome",
    "LogEntryParams",
    "LogPage",
    "Mismatch",
    "NextStep",
    "OddsEvent",
    "OddsMethod",
    "OddsResponse",
    "OddsResult",
    "OddsValue",
    "Problem",
    "ProblemCode",
    "ProblemErrors",
    "Proposal",
    "ProposalAnswer",
    "ProposalClaims",
    "ProposalParams",
    "ProposalStatus",
    "Readiness",
    "ReadyStatus",
    "RejectBody",
    "Revealed",
    "RevealedSideSeeds",
    "Rng",
    "Roll",
    "RolledDie",
    "RollOutcome",
    "RulingBody",
    "SealedStatus",
    "SealedWaiting",
    "SetItem",
    "SideSeed",
    "SideSeedAnswer",
    "Signature",
    "SignatureAlgorithm",
    "SignatureCheck",
    "SignatureChecks",
    "Signatures",
    "SigningKeyKind",
    "StepName",
    "StepOdds",
    "StoreKind",
    "SystemId",
    "UmbraTurrisActionDieParams",
    "UmbraTurrisAttackEncounterParams",
    "UmbraTurrisAttackOutcome",
    "UmbraTurrisAttackType",
    "UmbraTurrisCastEncounterParams",
    "UmbraTurrisCastOutcome",
    "UmbraTurrisCharacteristic",
    "UmbraTurrisChargeParams",
    "UmbraTurrisConfig",
    "UmbraTurrisDamageEncounterParams",
    "UmbraTurrisDamageOutcome",
    "UmbraTurrisDisengageParams",
    "UmbraTurrisEncounter",
    "UmbraTurrisEncounterActionDieAnswer",
    "UmbraTurrisEncounterChargeAnswer",
    "UmbraTurrisEncounterConfig",
    "UmbraTurrisEncounterCreate",
    "UmbraTurrisEncounterDisengageAnswer",
    "UmbraTurrisEncounterMagicCastAnswer",
    "UmbraTurrisEncounterMagicSelfHealAnswer",
    "UmbraTurrisEncounterMeleeAttackAnswer",
    "UmbraTurrisEncounterMeleeExchangeAnswer",
    "UmbraTurrisEncounterMeleeParryAnswer",
    "UmbraTurrisEncounterMeleeShieldBlockAnswer",
    "UmbraTurrisEncounterMovementAnswer",
    "UmbraTurrisEncounterNewCycleAnswer",
    "UmbraTurrisEncounterRulesVersions",
    "UmbraTurrisEncounterShootingAnswer",
    "UmbraTurrisEncounterShootingDamageAnswer",
    "UmbraTurrisEncounterShootingHitAnswer",
    "UmbraTurrisEncounterSideSeedsType0",
    "UmbraTurrisEquipment",
    "UmbraTurrisEquipmentEdit",
    "UmbraTurrisEventOutcome",
    "UmbraTurrisExchange",
    "UmbraTurrisExchangeParams",
    "UmbraTurrisHitEncounterParams",
    "UmbraTurrisHitOutcome",
    "UmbraTurrisLocation",
    "UmbraTurrisLocationChoice",
    "UmbraTurrisMagicCastRequest",
    "UmbraTurrisMagicCastResponse",
    "UmbraTurrisMagicSelfHealRequest",
    "UmbraTurrisMagicSelfHealResponse",
    "UmbraTurrisMeleeAttacker",
    "UmbraTurrisMeleeAttackRequest",
    "UmbraTurrisMeleeAttackResponse",
    "UmbraTurrisMeleeDefender",
    "UmbraTurrisMeleeOutcome",
    "UmbraTurrisMeleeParryRequest",
    "UmbraTurrisMeleeParryResponse",
    "UmbraTurrisMeleeRequest",
    "UmbraTurrisMeleeResponse",
    "UmbraTurrisMeleeShieldBlockRequest",
    "UmbraTurrisMeleeShieldBlockResponse",
    "UmbraTurrisModelState",
    "UmbraTurrisModifier",
    "UmbraTurrisMovementParams",
    "UmbraTurrisNewCycleParams",
    "UmbraTurrisParryOutcome",
    "UmbraTurrisParryPartParams",
    "UmbraTurrisParryResult",
    "UmbraTurrisPendingMelee",
    "UmbraTurrisPendingShot",
    "UmbraTurrisProfession",
    "UmbraTurrisProfile",
    "UmbraTurrisProfileEdit",
    "UmbraTurrisRosterModel",
    "UmbraTurrisRosterModelEdit",
    "UmbraTurrisSelfHealEncounterParams",
    "UmbraTurrisSelfHealOutcome",
    "UmbraTurrisShieldBlockEncounterParams",
    "UmbraTurrisShieldBlockOutcome",
    "UmbraTurrisShooter",
    "UmbraTurrisShootingDamageRequest",
    "UmbraTurrisShootingDamageResponse",
    "UmbraTurrisShootingEncounterParams",
    "UmbraTurrisShootingHitRequest",
    "UmbraTurrisShootingHitResponse",
    "UmbraTurrisShootingOutcome",
    "UmbraTurrisShootingRequest",
    "UmbraTurrisShootingResponse",
    "UmbraTurrisShotTarget",
    "UmbraTurrisState",
    "UmbraTurrisStateModels",
    "UmbraTurrisSystemId",
    "UnresolvedPart",
    "UnresolvedPartParams",
    "UrbanWarActionEnd",
    "UrbanWarActionKind",
    "UrbanWarActivateParams",
    "UrbanWarActivation",
    "UrbanWarActivationMove",
    "UrbanWarArmourSave",
    "UrbanWarAttackRoll",
    "UrbanWarBand",
    "UrbanWarBandAtRange",
    "UrbanWarBreakOffEncounterParams",
    "UrbanWarBreakOffModel",
    "UrbanWarBreakOffOpponent",
    "UrbanWarBreakOffOutcome",
    "UrbanWarBreakOffRequest",
    "UrbanWarBreakOffResponse",
    "UrbanWarCommanderState",
    "UrbanWarCommandTestEncounterParams",
    "UrbanWarCommandTestKind",
    "UrbanWarCommandTestOutcome",
    "UrbanWarCommandTestRequest",
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
    "UrbanWarEncounterCreate",
    "UrbanWarEncounterEndActivationAnswer",
    "UrbanWarEncounterInitiativeAnswer",
    "UrbanWarEncounterMeleeAnswer",
    "UrbanWarEncounterMovementAnswer",
    "UrbanWarEncounterOrdersAnswer",
    "UrbanWarEncounterOverwatchInterruptAnswer",
    "UrbanWarEncounterPanicTestAnswer",
    "UrbanWarEncounterRulesVersions",
    "UrbanWarEncounterSetupRollAnswer",
    "UrbanWarEncounterShootingAnswer",
    "UrbanWarEncounterSideSeedsType0",
    "UrbanWarEndActivationParams",
    "UrbanWarFirstStrikeOutcome",
    "UrbanWarFirstStrikeSide",
    "UrbanWarFirstToAct",
    "UrbanWarFreeStrike",
    "UrbanWarHitOutcome",
    "UrbanWarInitiativeEncounterParams",
    "UrbanWarInitiativeOutcome",
    "UrbanWarInitiativeRequest",
    "UrbanWarInitiativeResponse",
    "UrbanWarInitiativeRoll",
    "UrbanWarInitiativeState",
    "UrbanWarInterruptEncounterParams",
    "UrbanWarInterrupter",
    "UrbanWarInterrupterOrder",
    "UrbanWarInterruptKind",
    "UrbanWarInterruptMoment",
    "UrbanWarInterruptTarget",
    "UrbanWarLastAction",
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
    "UrbanWarMoveAction",
    "UrbanWarMoveAllowed",
    "UrbanWarMovementEncounterParams",
    "UrbanWarMovementOutcome",
    "UrbanWarMovementRequest",
    "UrbanWarMovementResponse",
    "UrbanWarOrder",
    "UrbanWarOrdersParams",
    "UrbanWarOrdersParamsOrders",
    "UrbanWarOrderToken",
    "UrbanWarOverwatchInterruptOutcome",
    "UrbanWarOverwatchInterruptRequest",
    "UrbanWarOverwatchInterruptResponse",
    "UrbanWarPanicTestEncounterParams",
    "UrbanWarPanicTestOutcome",
    "UrbanWarPanicTestRequest",
    "UrbanWarPanicTestResponse",
    "UrbanWarPanicTrigger",
    "UrbanWarPendingPanic",
    "UrbanWarPhase",
    "UrbanWarPlayer",
    "UrbanWarRallyOccasion",
    "UrbanWarRallyOutcome",
    "UrbanWarRallyRequest",
    "UrbanWarRallyResponse",
    "UrbanWarRangeBandOutcome",
    "UrbanWarRangeBandRequest",
    "UrbanWarRangeBandResponse",
    "UrbanWarResultSide",
    "UrbanWarRosterModel",
    "UrbanWarSaveContext",
    "UrbanWarSavesOutcome",
    "UrbanWarSetupRoll",
    "UrbanWarShooter",
    "UrbanWarShootingDamageRequest",
    "UrbanWarShootingDamageResponse",
    "UrbanWarShootingEncounterParams",
    "UrbanWarShootingHitRequest",
    "UrbanWarShootingHitResponse",
    "UrbanWarShootingOutcome",
    "UrbanWarShootingRequest",
    "UrbanWarShootingResponse",
    "UrbanWarShootingSavesRequest",
    "UrbanWarShootingSavesResponse",
    "UrbanWarShootingTargetSelectionRequest",
    "UrbanWarShootingTargetSelectionResponse",
    "UrbanWarShotMode",
    "UrbanWarShotRoll",
    "UrbanWarShotTarget",
    "UrbanWarSideFlags",
    "UrbanWarSideNumbers",
    "UrbanWarState",
    "UrbanWarStateHidden",
    "UrbanWarStateModels",
    "UrbanWarStateOrdersSubmitted",
    "UrbanWarStrike",
    "UrbanWarSystemId",
    "UrbanWarTargetAction",
    "UrbanWarTargetSelectionOutcome",
    "UrbanWarTestKind",
    "UrbanWarTurnOutcome",
    "UrbanWarWeapon",
    "UrbanWarWeaponBand",
    "UrbanWarWeaponBands",
    "UrbanWarWoundSave",
    "Verification",
    "VerifyFailureCheck",
    "WalkaActionPointsOutcome",
    "WalkaActionPointsRequest",
    "WalkaActionPointsResponse",
    "WalkaActivity",
    "WalkaActivityKind",
    "WalkaAmmunition",
    "WalkaArmourPiece",
    "WalkaArmourSide",
    "WalkaAttackEncounterParams",
    "WalkaAttacker",
    "WalkaAttackerAfter",
    "WalkaAttackForm",
    "WalkaAttackKind",
    "WalkaAttackOutcome",
    "WalkaAttackRequest",
    "WalkaAttackResponse",
    "WalkaAttribute",
    "WalkaAttributeName",
    "WalkaBleedingParams",
    "WalkaBodyRow",
    "WalkaBorrowedReload",
    "WalkaCede",
    "WalkaChainDeclaration",
    "WalkaChainEntry",
    "WalkaChainLink",
    "WalkaChainLinkState",
    "WalkaChainNextParams",
    "WalkaChainState",
    "WalkaChainTrigger",
    "WalkaChainTriggerState",
    "WalkaCharacter",
    "WalkaCharacterParams",
    "WalkaCharacterState",
    "WalkaCharacterStateHands",
    "WalkaConditions",
    "WalkaCopies",
    "WalkaCoverage",
    "WalkaDamageEncounterParams",
    "WalkaDamageKind",
    "WalkaDamageOutcome",
    "WalkaDamageRequest",
    "WalkaDamageResponse",
    "WalkaDamageType",
    "WalkaDeclaration",
    "WalkaDefender",
    "WalkaDefenderAfter",
    "WalkaDefense",
    "WalkaDefenseEncounterParams",
    "WalkaDefenseOutcome",
    "WalkaDefenseRequest",
    "WalkaDefenseResponse",
    "WalkaDefenseResult",
    "WalkaDie",
    "WalkaDisabledHand",
    "WalkaEncounter",
    "WalkaEncounterActionPointsAnswer",
    "WalkaEncounterAttackAnswer",
    "WalkaEncounterCreate",
    "WalkaEncounterCureBleedingAnswer",
    "WalkaEncounterDamageAnswer",
    "WalkaEncounterDefenseAnswer",
    "WalkaEncounterEndEncounterAnswer",
    "WalkaEncounterEndTurnAnswer",
    "WalkaEncounterHealWoundAnswer",
    "WalkaEncounterHitLocationAnswer",
    "WalkaEncounterInitiativeAnswer",
    "WalkaEncounterInstantChainAnswer",
    "WalkaEncounterInstantChainNextAnswer",
    "WalkaEncounterRulesVersions",
    "WalkaEncounterSideSeedsType0",
    "WalkaEncounterStanchAnswer",
    "WalkaEncounterStatusAnswer",
    "WalkaEncounterStrikeAnswer",
    "WalkaEncounterSurpriseAnswer",
    "WalkaEncounterTerrainAnswer",
    "WalkaEncounterWeapon",
    "WalkaEncounterWoundsAnswer",
    "WalkaEndEncounterParams",
    "WalkaEndEncounterParamsStatuses",
    "WalkaExecutionEntry",
    "WalkaHand",
    "WalkaHealOutcome",
    "WalkaHealWoundParams",
    "WalkaHitLocationEncounterParams",
    "WalkaHitLocationOutcome",
    "WalkaHitLocationRequest",
    "WalkaHitLocationResponse",
    "WalkaInitiativeEncounterParams",
    "WalkaInitiativeOutcome",
    "WalkaInitiativeRequest",
    "WalkaInitiativeResponse",
    "WalkaInstantChainEncounterParams",
    "WalkaInstantChainOutcome",
    "WalkaInstantChainRequest",
    "WalkaInstantChainResponse",
    "WalkaInterruptsTrigger",
    "WalkaLimbRef",
    "WalkaLocation",
    "WalkaLocationMode",
    "WalkaModifier",
    "WalkaMoveMode",
    "WalkaOrderEntry",
    "WalkaPendingDefence",
    "WalkaPrepaid",
    "WalkaQualityChange",
    "WalkaRangeBand",
    "WalkaReloadStep",
    "WalkaRosterCharacter",
    "WalkaRosterCharacterHandsType0",
    "WalkaRules",
    "WalkaSetStatusParams",
    "WalkaShield",
    "WalkaSpan",
    "WalkaSpendParams",
    "WalkaSpentActivity",
    "WalkaState",
    "WalkaStateConfig",
    "WalkaStateModels",
    "WalkaStatus",
    "WalkaStrikeEncounterParams",
    "WalkaStrikeOutcome",
    "WalkaStrikeRequest",
    "WalkaStrikeResponse",
    "WalkaSurpriseEncounterParams",
    "WalkaSurpriseOutcome",
    "WalkaSurpriseRequest",
    "WalkaSurpriseResponse",
    "WalkaSurpriseScope",
    "WalkaSystemId",
    "WalkaTerrainEncounterParams",
    "WalkaTerrainOutcome",
    "WalkaTerrainProfile",
    "WalkaTerrainRequest",
    "WalkaTerrainResponse",
    "WalkaTerrainStep",
    "WalkaTerrainUnit",
    "WalkaTestResult",
    "WalkaTrigger",
    "WalkaTriggerKind",
    "WalkaTriggerResult",
    "WalkaTurnEventOutcome",
    "WalkaTurnState",
    "WalkaWeaponState",
    "WalkaWound",
    "WalkaWoundsEncounterParams",
    "WalkaWoundsOutcome",
    "WalkaWoundsRequest",
    "WalkaWoundsResponse",
)
