/**
 * A ready-made roster per system, to start from: the same squads as the SDK's examples and
 * the test suite's tables (two sides each).
 */

export type SystemId = "urban-war" | "umbra-turris" | "walka";

export const SYSTEMS: { id: SystemId; name: string; dice: string }[] = [
  { id: "urban-war", name: "Urban War", dice: "d10" },
  { id: "umbra-turris", name: "Umbra Turris", dice: "d6" },
  { id: "walka", name: "Walka", dice: "skill dice and d100" },
];

const RIFLE = { name: "Rifle", bands: { short: "+1/5", medium: "0/5", long: "-1/5", extreme: "-" } };
const BLADE = { name: "Blade", fs_bonus: 1, bands: { melee: "0x2/5" } };

const trooper = (side: string, n: number) => ({
  id: `${side[0]}${n}`,
  side,
  name: `${side} trooper ${n}`,
  is_commander: n === 1,
  assault_skill: 5,
  shooting_skill: 5,
  strength: 4,
  toughness: 3,
  wounds_max: 1,
  command: 6,
  calibre: 1,
  size: 2,
  movement: 4,
  first_strike: 4,
  weapons: [RIFLE, BLADE],
});

const duelist = (id: string, side: string, name: string) => ({
  id,
  side,
  name,
  profile: { weapon_skill: 4, strength: 3, speed: 3, ballistic_skill: 3, toughness: 3, wounds: 4 },
  equipment: { weapon_modifier: 1, armour: 0, has_shield: false, weapon_damage: 1 },
});

const SWORD = { id: "sword", kind: "melee", damage: 12, quality: 2, skill_die: "d10" };
const BREASTPLATE = { id: "breastplate", class: "chest", covers: [{ location: "torso" }], absorption: 5, quality: 2 };

export const EXAMPLE_ROSTERS: Record<SystemId, Record<string, unknown>[]> = {
  "urban-war": [1, 2].flatMap((n) => [trooper("red", n), trooper("blue", n)]),
  "umbra-turris": [duelist("knight", "red", "Red Knight"), duelist("brigand", "blue", "Blue Brigand")],
  walka: [
    {
      id: "Ala",
      side: "north",
      spd: 12,
      dex_level: 3,
      str_level: 3,
      ref_level: 2,
      con_level: 2,
      max_hp: 30,
      max_mp: 6,
      mp: 1,
      armour_skill_die: "d8",
      unarmed_skill_die: "d4",
      weapons: [SWORD],
    },
    {
      id: "Bor",
      side: "south",
      spd: 10,
      dex_level: 2,
      str_level: 1,
      ref_level: 1,
      max_hp: 80,
      unarmed_skill_die: "d4",
      shield_skill_die: "d10",
      shield: { id: "buckler", block: 4 },
      armour_pieces: [BREASTPLATE],
    },
  ],
};

/** The roster schema of each system in the spec. */
export const ROSTER_SCHEMA: Record<SystemId, string> = {
  "urban-war": "UrbanWarRosterModel",
  "umbra-turris": "UmbraTurrisRosterModel",
  walka: "WalkaRosterCharacter",
};
