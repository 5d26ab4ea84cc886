"""Helpers shared by the test suites: test modules import from here, never from each other.

dice_tree     every way the dice can fall for a rules function (the independent odds check)
dice_stream   referee-dice-v1 written out from DESIGN.md, without referee.dice
manual_dice   a rules function run on dice given by hand, every one used
problems      the check of a problem+json answer
steps         the stateless steps, their golden requests and their odds
run_once      setup that the parallel workers of a run share, done once under a lock
urban_war, umbra_turris, walka, encounters
              models, rosters and tables that drive an encounter over HTTP
"""
