"""Helpers shared by the test suites: test modules import from here, never from each other
or from a conftest.py (tests/contract/test_test_layout.py checks it); fixtures stay in the
conftest.py files.

dice_tree        every way the dice can fall for a rules function (the independent odds check)
dice_stream      referee-dice-v1 written out from DESIGN.md, without referee.dice
dice_expressions hypothesis strategies for dice expressions (fuzz and probe tests)
draws            the dice a request draws, counted in this process
manual_dice      a rules function run on dice given by hand, every one used
problems         the check of a problem+json answer
steps            the stateless steps, their golden requests and their odds
request_bodies   every request schema a route loads; hypothesis bodies near a valid one
run_once         setup that the parallel workers of a run share, done once under a lock
servers          the throwaway Redis server and gunicorn (LiveServer)
encounters       Encounter, the driver of one encounter of any system over HTTP
urban_war, umbra_turris, walka
                 each system's models, rosters and Encounter subclass
live_encounters  an encounter on a live server: LiveClient, short calls, a subscriber
hostile_clients  the hostile-client suite's encounters, bodies and refusal checks
claims           claims and consent: Table, an encounter whose proposals get the hostile checks
edge_requests    the edge tests' stateless step, from a fresh client address
sse, cutting_proxy, web_table, readmes, referee_cli, sdk_urban_war
                 event streams, a proxy that cuts live streams, the browser scenarios, the
                 READMEs' code blocks, the `referee` command, the SDK's Urban War model
"""
