/**
 * Lays a chart out with ELK (elkjs, its bundled build: no web worker, nothing fetched): states as
 * nested boxes sized to their text, transitions routed between them with their labels placed.
 * Every coordinate comes back absolute (from the chart's top left), so the SVG needs no nesting.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartModel, ChartState } from './chart-model.ts';

export interface Point {
  x: number;
  y: number;
}

export interface LaidOutState {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
}

export interface LaidOutTransition {
  id: string;
  source: string;
  target: string;
  eventType: string;
  label: string;
  /** The key of the flow table (coverage). */
  key: string;
  points: Point[];
  labelAt: Point;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Outer states first, so inner ones are drawn over them. */
  states: LaidOutState[];
  transitions: LaidOutTransition[];
}

/** Text metrics the layout assumes (the SVG draws 12px text; see chart.css). */
export const CHAR_WIDTH = 7;
export const LINE_HEIGHT = 16;
const TITLE_HEIGHT = 26;
const PADDING = 10;
const LABEL_HEIGHT = 14;

const elk = new ELK();

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.inline': 'false',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

const nodeId = (path: string) => `s:${path}`;

/** The lines a state shows under its name: what it invokes and the events it handles in place. */
export function stateDetails(state: ChartState): string[] {
  return [...state.invokes.map((id) => `invoke ${id}`), ...state.internalEvents.map((label) => `on ${label}`)];
}

const textWidth = (text: string) => text.length * CHAR_WIDTH;

function elkNodeOf(state: ChartState): ElkNode {
  const details = stateDetails(state);
  const contentWidth = Math.max(textWidth(state.key) + 24, ...details.map(textWidth)) + 2 * PADDING;
  const contentHeight = TITLE_HEIGHT + details.length * LINE_HEIGHT + PADDING;
  if (state.children.length === 0) return { id: nodeId(state.path), width: contentWidth, height: contentHeight };
  return {
    id: nodeId(state.path),
    children: state.children.map(elkNodeOf),
    layoutOptions: {
      'elk.padding': `[top=${contentHeight},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      'elk.nodeSize.minimum': `(${contentWidth},${contentHeight})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      // Parallel regions side by side, like a statechart draws them.
      ...(state.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
  };
}

export async function layoutChart(model: ChartModel): Promise<ChartLayout> {
  const edges: ElkExtendedEdge[] = model.transitions.map((transition) => ({
    id: transition.id,
    sources: [nodeId(transition.source)],
    targets: [nodeId(transition.target)],
    labels: [{ text: transition.label, width: textWidth(transition.label), height: LABEL_HEIGHT }],
  }));
  // The machine's own box sits inside the graph, so transitions of the machine itself (root `on`) have a node to start from.
  const graph: ElkNode = await elk.layout({ id: 'graph', layoutOptions: LAYOUT_OPTIONS, children: [elkNodeOf(model.root)], edges });

  const states: LaidOutState[] = [];
  const byId = new Map<string, ChartState>();
  const index = (state: ChartState) => {
    byId.set(nodeId(state.path), state);
    state.children.forEach(index);
  };
  index(model.root);
  const collect = (node: ElkNode, depth: number) => {
    const state = byId.get(node.id);
    if (state) states.push({ state, x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0, depth });
    for (const child of node.children ?? []) collect(child, depth + 1);
  };
  for (const child of graph.children ?? []) collect(child, 0);

  const transitionsById = new Map(model.transitions.map((transition) => [transition.id, transition]));
  const transitions = allEdges(graph).flatMap((edge): LaidOutTransition[] => {
    const transition = transitionsById.get(edge.id);
    const section = edge.sections?.[0];
    if (!transition || !section) return [];
    const label = edge.labels?.[0];
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    const labelAt = label ? { x: label.x ?? 0, y: (label.y ?? 0) + LABEL_HEIGHT - 3 } : section.startPoint;
    return [{ ...transition, points, labelAt }];
  });
  return { width: graph.width ?? 0, height: graph.height ?? 0, states, transitions };
}

/** ELK may move an edge into the node that contains both its ends. */
function allEdges(node: ElkNode): ElkExtendedEdge[] {
  return [...(node.edges ?? []), ...(node.children ?? []).flatMap(allEdges)];
}
