/**
 * Writes a Mermaid state diagram of an XState machine from its definition, so the docs can never drift from the
 * code: `npm run machines:docs` regenerates them and a test fails when a committed diagram is stale.
 */
import type { AnyStateMachine } from 'xstate';

interface Node {
  id: string;
  key: string;
  type: string;
  initial?: { target?: Node[] };
  states: Record<string, Node>;
  transitions: Map<string, { target?: Node[]; guard?: unknown }[]>;
  always?: { target?: Node[]; guard?: unknown }[];
}

const mermaidId = (node: Node) => node.id.replace(/[^a-zA-Z0-9]/g, '_');

function eventLabel(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return /^\d+$/.test(after[1] ?? '') ? `after ${after[1]} ms` : `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1]} failed`;
  return type;
}

/** A guard's name: its type, `a and b` for xstate's `and([...])` (likewise `or`, `not`), or null for an inline one. */
function guardName(guard: unknown): string | null {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  const parts = (guard as { guards?: unknown[] }).guards;
  if (typeof guard !== 'function' || !Array.isArray(parts)) return null;
  const names = parts.map(guardName);
  if (names.some((name) => name === null)) return null;
  return guard.name === 'not' ? `not ${names[0]}` : names.join(` ${guard.name} `);
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  return ` [${guardName(guard) ?? 'guarded'}]`;
}

function edges(node: Node, lines: string[], indent: string) {
  const from = mermaidId(node);
  const add = (label: string, targets: Node[] | undefined, guard: unknown) => {
    for (const target of targets ?? []) {
      lines.push(`${indent}${from} --> ${mermaidId(target)} : ${label}${guardLabel(guard)}`);
    }
  };
  for (const [type, transitions] of node.transitions) {
    for (const transition of transitions) add(eventLabel(type), transition.target, transition.guard);
  }
  for (const transition of node.always ?? []) add('always', transition.target, transition.guard);
}

function body(node: Node, lines: string[], indent: string) {
  const children = Object.values(node.states);
  const initial = node.initial?.target?.[0];
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    if (Object.keys(child.states).length) {
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)} {`);
      body(child, lines, `${indent}  `);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
    }
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  });
  for (const child of children) edges(child, lines, indent);
}

export function machineDiagram(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const lines = ['stateDiagram-v2'];
  body(root, lines, '  ');
  edges(root, lines, '  ');
  return `${lines.join('\n')}\n`;
}
