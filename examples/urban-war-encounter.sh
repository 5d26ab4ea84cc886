#!/usr/bin/env bash
# The README's encounter walkthrough (its "Encounters" section, command for command): one
# Urban War encounter from creation to verification, driven by curl and jq. Each step
# prints the key lines of its answer.
#
#     examples/urban-war-encounter.sh [URL]      # default http://127.0.0.1:8000
#
# Needs curl, jq and a running Referee (./scripts/run). The server draws the encounter's
# seed, so the dice, and who wins the initiative, differ from run to run. A 4xx or 5xx
# answer stops the script with its problem+json (curl --fail-with-body).
set -euo pipefail

# 1. Create the encounter: two troopers with an assault rifle (urban-war.md §4) and
#    Calibre 1. The answer holds the encounter, a game-master token and one token per side.
URL="${1:-http://127.0.0.1:8000}"
RIFLE='{"name": "Assault rifle", "bands": {"short": "+1x2/5", "medium": "0x2/5", "long": "-1/4"}}'
TROOPER='"assault_skill": 4, "shooting_skill": 4, "strength": 4, "toughness": 4, "wounds_max": 1,
         "command": 5, "calibre": 1, "size": 2, "movement": 3, "first_strike": 4'
CREATED=$(curl -sS --fail-with-body "$URL/v1/encounters" -H 'Content-Type: application/json' -d '{
  "system": "urban-war", "name": "Skirmish 1", "client_seed": "our-table",
  "models": [
    {"id": "r1", "side": "red",  '"$TROOPER"', "weapons": ['"$RIFLE"']},
    {"id": "b1", "side": "blue", '"$TROOPER"', "weapons": ['"$RIFLE"']}]}')
ID=$(jq -r .encounter.id <<<"$CREATED")
GM_TOKEN=$(jq -r .gm_token <<<"$CREATED")
RED_TOKEN=$(jq -r .side_tokens.red <<<"$CREATED")
BLUE_TOKEN=$(jq -r .side_tokens.blue <<<"$CREATED")
jq -c '{id: .encounter.id, phase: .encounter.state.phase, seed_commitment: .encounter.seed_commitment}' <<<"$CREATED"

# every step: POST a JSON body to a route of this encounter with a token
step() {  # step PATH TOKEN BODY
    curl -sS --fail-with-body "$URL/v1/encounters/$ID/$1" \
        -H "Authorization: Bearer $2" -H 'Content-Type: application/json' -d "$3"
}

# 2. Orders (command phase): each player with its own token; the first answer only says
#    whom it waits for (the orders stay sealed), the second starts the activation phase.
step urban-war/orders "$RED_TOKEN" '{"orders": {"r1": "snap_fire"}}' | jq -c '{status, waiting_for}'
step urban-war/orders "$BLUE_TOKEN" '{"orders": {"b1": "snap_fire"}}' | jq -c '{step, changes: [.changes[] | select(.path == "phase")]}'

# 3. Initiative: any token of the encounter may call it (the game master's or either
#    player's); the dice decide who goes first.
INITIATIVE=$(step urban-war/initiative "$GM_TOKEN" '{}')
jq -c '{rolls: [.rolls[].value], winner: .outcome.winner, first_player: .outcome.first_player}' <<<"$INITIATIVE"
FIRST=$(jq -r .outcome.first_player <<<"$INITIATIVE")
if [ "$FIRST" = red ]; then
    TOKEN=$RED_TOKEN MODEL=r1 TARGET=b1
else
    TOKEN=$BLUE_TOKEN MODEL=b1 TARGET=r1
fi

# 4. The first player activates its model, moves it 3 in and shoots at the enemy 10 in
#    away (short band: the rifle's +1x2/5, -1 for having moved).
step urban-war/activate "$TOKEN" '{"model": "'"$MODEL"'"}' | jq -c '{step, outcome: {tested: .outcome.tested, reason: .outcome.reason}}'
step urban-war/movement "$TOKEN" '{"action": "normal", "distance_in": 3}' | jq -c '{step, normal_in: .outcome.normal_in, legal: .outcome.legal}'
step urban-war/shooting "$TOKEN" '{"target": "'"$TARGET"'", "distance_in": 10}' |
    jq -c '{band: .outcome.band, hit_rolls: [.outcome.hit.shots[] | {die, total, hit}], damage_rolls: [.outcome.damage.rolls[]? | {die, total, wound}], wounds_after: .outcome.wounds_after, out_of_action: .outcome.out_of_action}'

# 5. Calibre 1 would allow a reaction; the player ends the activation instead (unless the
#    shot ended the encounter, which closes the activation by itself).
STATE=$(curl -sS --fail-with-body "$URL/v1/encounters/$ID")
if [ "$(jq -r .state.phase <<<"$STATE")" = ended ]; then
    jq -c '{phase: .state.phase, winner: .state.winner}' <<<"$STATE"
else
    step urban-war/end-activation "$TOKEN" '{"model": "'"$MODEL"'"}' |
        jq -c '{step, active_player: [.changes[] | select(.path == "active_player") | .to][0]}'
fi

# 6. The game master reveals the encounter (its server seed is published); anyone can
#    then have every roll recomputed.
step reveal "$GM_TOKEN" '' | jq -c '{revealed, server_seed}'
curl -sS --fail-with-body "$URL/v1/encounters/$ID/verify" |
  jq -c '{ok, commitment_ok, steps_recomputed, first_mismatch, chain_ok, signed}'
