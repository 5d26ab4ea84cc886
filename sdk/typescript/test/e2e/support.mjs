// Shared by the end-to-end tests (not a test file itself: node --test runs *.test.mjs).

/** An Urban War trooper for an encounter's roster. @param {string} id @param {string} side */
export function trooper(id, side) {
  return {
    id,
    side,
    assault_skill: 4,
    shooting_skill: 4,
    strength: 4,
    toughness: 4,
    wounds_max: 1,
    command: 6,
    size: 2,
    movement: 3,
    first_strike: 4,
  };
}
