// Unit tests for colour scheme files (node --test).

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { fileGroup, parseSchemeFile } from "./scheme-file.js";

const FILE = `# my 3x3 colours
3x3
0 0 0
1 2 2
1 2 .
`;

test("a scheme file is read: its size, then a row of colours per board row", () => {
  const { size, grid } = parseSchemeFile(FILE);
  assert.deepEqual(size, [3, 3]);
  assert.deepEqual(grid, [[0, 0, 0], [1, 2, 2], [1, 2, null]]);
  assert.equal(fileGroup(1, 3, grid), "0");
  assert.equal(fileGroup(5, 3, grid), "2");
  assert.equal(fileGroup(0, 3, grid), "", "the blank is never coloured");
  assert.deepEqual(parseSchemeFile("2x3\r\n1 2\r\n3 4\r\n5 .\r\n").grid, [[1, 2], [3, 4], [5, null]], "Windows line ends");
});

test("a bad scheme file names the line that is wrong", () => {
  const bad = (text) => assert.throws(() => parseSchemeFile(text));
  bad("");
  assert.throws(() => parseSchemeFile("# nothing\n"), /holds no size/);
  assert.throws(() => parseSchemeFile("five\n0"), /^Error: line 1: "five" is not a size like 4x4$/);
  assert.throws(() => parseSchemeFile("# c\n3x3\n0 0 0\n1 2\n1 2 ."), /^Error: line 4: a row of a 3x3 scheme has 3 entries; this one has 2$/);
  assert.throws(() => parseSchemeFile("3x3\n0 0 0\n1 x 2\n1 2 ."), /^Error: line 3: "x" is not a colour \(0 to 9, or \. for none\)$/);
  assert.throws(() => parseSchemeFile("3x3\n0 0 0\n1 2 2"), /has 3 rows of colours; this file has 2/);
  assert.throws(() => parseSchemeFile("3x3\n0 0 0\n1 2 2\n1 2 .\n0 0 0"), /^Error: line 5: a 3x3 scheme has 3 rows/);
  assert.throws(() => parseSchemeFile("21x3\n"), /line 1: "21x3": sides are 2 to 20/);
});
