/**
 * Offline check of a dice-notation roll (POST /v1/dice/roll, or a free roll on an
 * encounter): its evaluation tree must stand on the verified rolls and add up to its total.
 *
 * Every die of the tree names the roll it came from (`faces[].roll`, an index into
 * `rolls`): each roll is cited exactly once, with its value (a Fate die's d3 face 1, 2, 3
 * read as -1, 0, +1), and every node's value follows from its children: the kept dice of a
 * term, the kept items of a set, the arithmetic, the successes of a dice pool, the total.
 * Which dice the operators keep, re-roll or explode is not decided again here: the
 * service's `GET /v1/encounters/{id}/verify` re-runs the whole expression.
 */

import type { RollLike } from "./verify.js";

type Node = Record<string, any>;

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  "==": (a, b) => a === b,
  "!=": (a, b) => a !== b,
  ">=": (a, b) => a >= b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  "<": (a, b) => a < b,
};

const ARITHMETIC: Record<string, (a: number, b: number) => number> = {
  "+": (a, b) => a + b,
  "-": (a, b) => a - b,
  "*": (a, b) => a * b,
  "/": (a, b) => a / b,
  "//": (a, b) => Math.floor(a / b),
  "%": (a, b) => a - b * Math.floor(a / b),
};

function same(computed: number, recorded: unknown): boolean {
  return (
    typeof recorded === "number" &&
    Math.abs(computed - recorded) <= 1e-9 * Math.max(1, Math.abs(recorded))
  );
}

class Check {
  readonly cited: number[] = [];
  readonly problems: string[] = [];

  constructor(readonly rolls: readonly RollLike[]) {}

  value(node: Node, where: string, computed: number): number {
    if (!same(computed, node.value)) {
      this.problems.push(
        `${where} (${JSON.stringify(node.text)}) says ${JSON.stringify(node.value)}, its parts give ${computed}`,
      );
    }
    return computed;
  }

  node(node: Node, where: string): number {
    switch (node.kind) {
      case "number":
        return this.value(node, where, Number(node.text));
      case "dice":
        return this.value(node, where, this.dice(node, where));
      case "set": {
        let total = 0;
        (node.items as Node[]).forEach((item, i) => {
          const value = this.node(item.node, `${where}.items[${i}]`);
          this.value(item, `${where}.items[${i}]`, value);
          if (item.kept) total += value;
        });
        return this.value(node, where, total);
      }
      case "group":
        return this.value(node, where, this.node(node.inner, `${where}.inner`));
      case "unary": {
        const inner = this.node(node.operand, `${where}.operand`);
        return this.value(node, where, node.operator === "-" ? -inner : inner);
      }
      case "successes":
        return this.value(node, where, this.successes(node, where));
      case "binary": {
        const left = this.node(node.left, `${where}.left`);
        const right = this.node(node.right, `${where}.right`);
        const compare = COMPARE[node.operator];
        if (compare) return this.value(node, where, compare(left, right) ? 1 : 0);
        const combine = ARITHMETIC[node.operator];
        if (!combine) throw new TypeError(`unknown operator ${JSON.stringify(node.operator)}`);
        return this.value(node, where, combine(left, right));
      }
      default:
        throw new TypeError(`unknown node kind ${JSON.stringify(node.kind)}`);
    }
  }

  dice(node: Node, where: string): number {
    const fate = node.sides === "F";
    const sides = fate ? 3 : node.sides;
    let total = 0;
    (node.dice as Node[]).forEach((die, i) => {
      const here = `${where}.dice[${i}]`;
      for (const face of die.faces as Node[]) {
        const index = face.roll;
        const roll = Number.isInteger(index) ? this.rolls[index] : undefined;
        if (roll === undefined) {
          this.problems.push(`${here} cites roll ${JSON.stringify(index)}, which is not in rolls`);
          continue;
        }
        this.cited.push(index);
        const shown = fate ? roll.value - 2 : roll.value;
        if (roll.sides !== sides || face.face !== shown) {
          this.problems.push(
            `${here} shows ${JSON.stringify(face.face)}, but rolls[${index}] is a d${roll.sides} showing ${roll.value}`,
          );
        }
      }
      const last = die.faces[die.faces.length - 1].face;
      let value = last;
      if (typeof die.changed_by === "string" && die.changed_by) {
        const bound = Number(die.changed_by.slice(2));
        value = die.changed_by.startsWith("mi") ? Math.max(last, bound) : Math.min(last, bound);
      }
      if (die.value !== value) this.problems.push(`${here} counts ${JSON.stringify(die.value)}, its face gives ${value}`);
      if (die.kept) total += die.value;
    });
    return total;
  }

  successes(node: Node, where: string): number {
    const of = node.of as Node;
    this.node(of, `${where}.of`);
    const target = this.node(node.target, `${where}.target`);
    const compare = COMPARE[node.operator];
    if (!compare) throw new TypeError(`unknown comparison ${JSON.stringify(node.operator)}`);
    const members = (of.kind === "dice" ? of.dice : of.items) as Node[];
    let count = 0;
    members.forEach((member, i) => {
      if (!member.kept) return;
      const meets = compare(member.value, target);
      if (member.success !== meets) this.problems.push(`${where}.of member ${i}: success should be ${meets}`);
      if (meets) count += 1;
    });
    return count;
  }
}

/** What is wrong with a dice-notation outcome given its (verified) rolls; [] if nothing. */
export function checkTree(outcome: unknown, rolls: readonly RollLike[]): string[] {
  const check = new Check(rolls);
  const found = outcome as Node;
  let value: number;
  try {
    value = check.node(found.tree, "tree");
  } catch (error) {
    return [`the evaluation tree cannot be read (${String(error)})`];
  }
  const cited = [...check.cited].sort((a, b) => a - b);
  if (cited.length !== rolls.length || cited.some((index, i) => index !== i)) {
    check.problems.push("the tree does not use every roll exactly once");
  }
  // Dice rules version 2 totals the tree's value as a whole number, toward 0 (`15 / 2` is 7);
  // version 1 gave the value itself.
  if (
    !same(value, found.total) &&
    !(Number.isInteger(found.total) && Math.trunc(value) === found.total)
  ) {
    check.problems.push(`total is ${JSON.stringify(found.total)}, the tree gives ${value}`);
  }
  return check.problems;
}

/** Whether an answer or log entry is a dice-notation roll (it carries a tree to check). */
export function isDiceRoll(step: unknown, outcome: unknown): boolean {
  return (
    (step === "roll" || step === "free_roll") &&
    typeof outcome === "object" &&
    outcome !== null &&
    "tree" in outcome
  );
}
