// Lays out a graph with @dagrejs/dagre for tests/bench/layout_bench.cpp and times dagre.layout() alone.
//   node dagre_layout.mjs <npm prefix holding node_modules/@dagrejs/dagre> [graph.json]   (stdin without a file)
// Input: {"nodes": [[width, height], ...], "edges": [[from, to], ...], "ranksep": 48, "nodesep": 24}
// Output, one record per line: "seconds S", "node i x y" per node, "edge i x1 y1 x2 y2 ..." per edge.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const [prefix, file] = process.argv.slice(2);
if (!prefix) {
    console.error('usage: node dagre_layout.mjs <npm prefix> [graph.json]');
    process.exit(2);
}
// The package lives in the build tree, not next to this script: resolve it from there.
const require = createRequire(path.join(path.resolve(prefix), 'package.json'));
const dagre = require('@dagrejs/dagre');

const input = JSON.parse(readFileSync(file ?? 0, 'utf8'));
const g = new dagre.graphlib.Graph({ multigraph: true });
g.setGraph({ rankdir: 'TB', ranksep: input.ranksep, nodesep: input.nodesep, edgesep: input.nodesep / 2 });
g.setDefaultEdgeLabel(() => ({}));
input.nodes.forEach(([width, height], i) => g.setNode(String(i), { width, height }));
input.edges.forEach(([from, to], i) => g.setEdge(String(from), String(to), {}, String(i)));

const start = performance.now();
dagre.layout(g);
const seconds = (performance.now() - start) / 1000;

const lines = [`seconds ${seconds}`];
input.nodes.forEach((_, i) => {
    const n = g.node(String(i));
    lines.push(`node ${i} ${n.x} ${n.y}`);
});
input.edges.forEach(([from, to], i) => {
    const e = g.edge(String(from), String(to), String(i));
    lines.push(`edge ${i} ${(e.points ?? []).map((p) => `${p.x} ${p.y}`).join(' ')}`);
});
process.stdout.write(lines.join('\n') + '\n');
