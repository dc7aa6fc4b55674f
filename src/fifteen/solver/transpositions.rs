//! Duplicate pruning for depth-first search (Taylor and Korf, 1993). Many short sequences of
//! blank moves have the same effect as another sequence no longer than them: going halfway
//! round a 2x2 block one way or the other (`RDLURD` and `DRULDR`), and thousands of longer
//! ones. A search that follows both explores the same subtree twice. Of each such pair the
//! later in (length, then letter) order is forbidden, and an automaton recognises every path
//! that ends in a forbidden sequence, at the cost of one table read per move.
//!
//! It loses no position, nor the optimum: take, among the shortest paths to a position, the
//! first in letter order. Were a forbidden sequence part of it, putting its earlier twin in its
//! place would give a path to the same position that is no longer and comes first: a
//! contradiction. The twin must be playable wherever the forbidden sequence is, so a sequence
//! is forbidden only for a twin whose blank visits no cell the sequence's own blank does not.
//!
//! Moves are the blank's steps: 0 up, 1 down, 2 left, 3 right (this is the letter order).

use super::pdb::checksum;
use std::sync::OnceLock;

/// The automaton the search uses (`Automaton::shared`).
static SHARED: OnceLock<Automaton> = OnceLock::new();

/// The blank's step for a move: up, down, left, right.
pub const STEPS: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// Where the automaton goes when the path ends in a forbidden sequence.
pub const DEAD: u16 = u16::MAX;

/// The longest forbidden sequence: 12 moves. On Korf's 100, IDA* then expands a third fewer
/// nodes (21.8 to 14.3 million); 10 moves give 15.4 million, 11 give 15.2, and 13 give 14.2
/// but take three times as long to find.
pub const LONGEST: usize = 12;

/// Recognises the paths that end in a forbidden sequence (Aho and Corasick's automaton).
#[derive(Debug)]
pub struct Automaton {
    /// By state and move, the next state, or `DEAD`.
    next: Vec<[u16; 4]>,
}

/// The blank's step from `from` to its neighbour `to` on a board `width` wide.
pub fn step_between(from: usize, to: usize, width: usize) -> u8 {
    match to as isize - from as isize {
        d if d == -(width as isize) => 0,
        d if d == width as isize => 1,
        -1 => 2,
        _ => 3,
    }
}

/// The opposite move (a step back).
const fn back(step: u8) -> u8 {
    step ^ 1
}

/// A cell of an unbounded board: row and column.
type Cell = (i32, i32);

/// What a sequence of moves did: each cell whose tile changed, with the cell that tile came
/// from, in cell order.
type Effect = Vec<(Cell, Cell)>;

/// The effect of a sequence of moves, the blank starting at the origin (the blank's own
/// origin written as `BLANK`), and the cells the blank visited, in order.
fn effect(moves: &[u8]) -> (Effect, Vec<Cell>) {
    const BLANK: Cell = (i32::MAX, i32::MAX);
    let mut moved: Effect = Vec::with_capacity(moves.len() + 1);
    let mut visited = vec![(0, 0)];
    let mut blank = (0, 0);
    let origin = |moved: &[(Cell, Cell)], cell| moved.iter().find(|(c, _)| *c == cell).map_or(cell, |&(_, from)| from);
    for &m in moves {
        let (dr, dc) = STEPS[usize::from(m)];
        let to = (blank.0 + dr, blank.1 + dc);
        // The tile on `to` slides onto the blank's cell.
        let tile = origin(&moved, to);
        for (cell, from) in [(blank, tile), (to, BLANK)] {
            match moved.iter_mut().find(|(c, _)| *c == cell) {
                Some(entry) => entry.1 = from,
                None => moved.push((cell, from)),
            }
        }
        blank = to;
        visited.push(to);
    }
    // The origin is the blank's first cell: a cell holding what it held at the start is unchanged.
    let start = |cell: Cell| if cell == (0, 0) { BLANK } else { cell };
    moved.retain(|&(cell, from)| from != start(cell));
    moved.sort_unstable();
    visited.sort_unstable();
    visited.dedup();
    (moved, visited)
}

/// The forbidden sequences up to `longest` moves, none containing another. Length after
/// length, each sequence with no step back and no shorter forbidden sequence inside it is
/// forbidden when an earlier one (shorter, or as long and before it in letter order; the
/// empty sequence included) has the same effect and moves the blank only on cells it visits.
pub fn forbidden(longest: usize) -> Vec<Vec<u8>> {
    assert!(longest <= 16, "sequences are packed in 32 bits");
    let mut found: Vec<Vec<u8>> = Vec::new();
    // Every shorter sequence with no step back, as its effect's hash, length and moves
    // packed two bits each, the first highest (so that their order is the letter order).
    let mut earlier: Vec<(u64, u8, u32)> = vec![(0, 0, 0)];
    for length in 1..=longest {
        let known = Automaton::new(&found);
        // This length's sequences, and whether each is new (nothing forbidden in it), grouped
        // by hash; a group's twins, and earlier sequences of its hash, are compared in full.
        let mut all: Vec<(u64, u32, bool)> = Vec::new();
        // On one board for all lengths, so that hashes compare across them.
        let mut walker = Walker::new(longest);
        walker.extend(0, length, &known, &mut |hash, moves, new| all.push((hash, pack(moves), new)));
        all.sort_unstable();
        for group in all.chunk_by(|a, b| a.0 == b.0) {
            let hash = group[0].0;
            let older = &earlier[earlier.partition_point(|e| e.0 < hash)..];
            let older: Vec<Vec<u8>> = older.iter().take_while(|e| e.0 == hash).map(|&(_, len, code)| unpack(code, usize::from(len))).collect();
            if older.is_empty() && group.len() == 1 {
                continue;
            }
            let twins: Vec<Vec<u8>> = older.into_iter().chain(group.iter().map(|&(_, code, _)| unpack(code, length))).collect();
            let effects: Vec<_> = twins.iter().map(|moves| effect(moves)).collect();
            let first = twins.len() - group.len();
            for n in first..twins.len() {
                let (moved, cells) = &effects[n];
                let within = |(other, visited): &(Effect, Vec<Cell>)| other == moved && visited.iter().all(|c| cells.binary_search(c).is_ok());
                if group[n - first].2 && effects[..n].iter().any(within) {
                    found.push(twins[n].clone());
                }
            }
        }
        earlier.extend(all.iter().map(|&(hash, code, _)| (hash, length as u8, code)));
        earlier.sort_unstable();
    }
    found
}

/// Moves packed two bits each, the first in the highest bits.
fn pack(moves: &[u8]) -> u32 {
    moves.iter().fold(0, |code, &m| code << 2 | u32::from(m))
}

fn unpack(code: u32, length: usize) -> Vec<u8> {
    (0..length).rev().map(|i| (code >> (2 * i) & 3) as u8).collect()
}

/// A sequence being walked on a board big enough for it, with a hash of its effect kept as
/// it goes: the exclusive or, over the cells whose tile changed, of a mix of the cell with
/// its old tile and with its new (Zobrist's hashing), so that one move changes it in O(1).
struct Walker {
    /// The cell each cell's tile started on, `HOLE` for the blank.
    board: Vec<u16>,
    side: usize,
    blank: usize,
    hash: u64,
    moves: Vec<u8>,
}

const HOLE: u16 = u16::MAX;

/// A well-mixed 64 bits for a cell holding a tile (SplitMix64's finaliser).
fn mix(cell: usize, tile: u16) -> u64 {
    let mut z = (cell as u64) << 16 ^ u64::from(tile);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Walker {
    /// The blank in the middle of a board on which `longest` moves cannot reach the edge.
    fn new(longest: usize) -> Walker {
        let side = 2 * longest + 3;
        let blank = side * side / 2;
        let mut board: Vec<u16> = (0..side * side).map(|c| c as u16).collect();
        board[blank] = HOLE;
        Walker { board, side, blank, hash: 0, moves: Vec::with_capacity(longest) }
    }

    /// The blank steps by `m`, recorded.
    fn play(&mut self, m: u8) {
        self.slide(m);
        self.moves.push(m);
    }

    /// Takes the last move back.
    fn undo(&mut self) {
        let m = self.moves.pop().expect("a move to undo");
        self.slide(back(m));
    }

    /// The blank steps by `m` (a tile slides onto its cell), and the hash follows.
    fn slide(&mut self, m: u8) {
        let to = match m {
            0 => self.blank - self.side,
            1 => self.blank + self.side,
            2 => self.blank - 1,
            _ => self.blank + 1,
        };
        let tile = self.board[to];
        self.hash ^= mix(self.blank, HOLE) ^ mix(self.blank, tile) ^ mix(to, tile) ^ mix(to, HOLE);
        self.board[self.blank] = tile;
        self.board[to] = HOLE;
        self.blank = to;
    }

    /// Calls `leaf` with the hash and moves of every sequence of `length` moves that extends
    /// the walk so far (after which `known` is in `state`) in letter order with no step back,
    /// and whether it is new: whether `known` forbids nothing in it. (A sequence that is not
    /// new may still be a twin that forbids a new one.)
    fn extend(&mut self, state: u16, length: usize, known: &Automaton, leaf: &mut impl FnMut(u64, &[u8], bool)) {
        if self.moves.len() == length {
            leaf(self.hash, &self.moves, state != DEAD);
            return;
        }
        for m in 0..4u8 {
            if self.moves.last() == Some(&back(m)) {
                continue;
            }
            let next = if state == DEAD { DEAD } else { known.step(state, m) };
            self.play(m);
            self.extend(next, length, known, leaf);
            self.undo();
        }
    }
}

impl Automaton {
    /// The automaton of the forbidden sequences up to `LONGEST` moves, built on first use
    /// (0.24 s, `cargo bench --bench fifteen_solver`: `automaton_build`).
    pub fn shared() -> &'static Automaton {
        SHARED.get_or_init(|| Automaton::new(&forbidden(LONGEST)))
    }

    /// Makes `automaton` (read from a cache) the shared one, unless there is one already:
    /// both are the automaton of the forbidden sequences up to `LONGEST`.
    pub fn share(automaton: Automaton) {
        let _ = SHARED.set(automaton);
    }

    /// The automaton as bytes, for the tables' cache: the longest sequence it was made for, its
    /// number of states (4 bytes), each state's four next states (2 bytes each, little-endian),
    /// and a checksum (`pdb::checksum`) of all that before it.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(5 + self.next.len() * 8 + 8);
        out.push(LONGEST as u8);
        out.extend_from_slice(&(self.next.len() as u32).to_le_bytes());
        for row in &self.next {
            for target in row {
                out.extend_from_slice(&target.to_le_bytes());
            }
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads `to_bytes` back; none when anything is off (made for another `LONGEST`, the size,
    /// the checksum, a next state that is no state), so that a bad cache is rebuilt.
    pub fn from_bytes(bytes: &[u8]) -> Option<Automaton> {
        let (body, sum) = bytes.split_at_checked(bytes.len().checked_sub(8)?)?;
        if checksum(body).to_le_bytes() != sum || body.len() < 5 || usize::from(body[0]) != LONGEST {
            return None;
        }
        let states = usize::try_from(u32::from_le_bytes(body[1..5].try_into().ok()?)).ok()?;
        let rows = &body[5..];
        if states == 0 || rows.len() != states * 8 {
            return None;
        }
        let next: Vec<[u16; 4]> = rows
            .chunks_exact(8)
            .map(|row| std::array::from_fn(|m| u16::from_le_bytes([row[2 * m], row[2 * m + 1]])))
            .collect();
        let valid = next.iter().flatten().all(|&t| t == DEAD || usize::from(t) < states);
        valid.then_some(Automaton { next })
    }

    /// The automaton of `sequences`.
    pub fn new(sequences: &[Vec<u8>]) -> Automaton {
        // The trie: state 0 the empty path; `end` marks states where a sequence ends.
        let mut child: Vec<[Option<u16>; 4]> = vec![[None; 4]];
        let mut end = vec![false];
        for sequence in sequences {
            let mut state = 0usize;
            for &m in sequence {
                state = match child[state][usize::from(m)] {
                    Some(s) => usize::from(s),
                    None => {
                        child.push([None; 4]);
                        end.push(false);
                        let s = child.len() - 1;
                        child[state][usize::from(m)] = Some(u16::try_from(s).expect("fewer than 65,535 states"));
                        s
                    }
                };
            }
            end[state] = true;
        }
        // Breadth first: each state's fallback (the longest proper suffix that is a state) and
        // its moves; a state is dead when a sequence ends there or at its fallback.
        let mut next = vec![[0u16; 4]; child.len()];
        let mut fallback = vec![0usize; child.len()];
        let mut queue = std::collections::VecDeque::new();
        for m in 0..4 {
            match child[0][m] {
                Some(s) => {
                    next[0][m] = s;
                    queue.push_back(usize::from(s));
                }
                None => next[0][m] = 0,
            }
        }
        while let Some(state) = queue.pop_front() {
            end[state] |= end[fallback[state]];
            for m in 0..4 {
                match child[state][m] {
                    Some(s) => {
                        let s = usize::from(s);
                        fallback[s] = usize::from(next[fallback[state]][m]);
                        next[state][m] = s as u16;
                        queue.push_back(s);
                    }
                    None => next[state][m] = next[fallback[state]][m],
                }
            }
        }
        for row in &mut next {
            for target in row.iter_mut() {
                if end[usize::from(*target)] {
                    *target = DEAD;
                }
            }
        }
        Automaton { next: minimal(&next) }
    }

    /// The number of states.
    pub fn states(&self) -> usize {
        self.next.len()
    }

    /// The state after `step` from `state` (0 at the root), or `DEAD`.
    #[inline]
    pub fn step(&self, state: u16, step: u8) -> u16 {
        self.next[usize::from(state)][usize::from(step & 3)]
    }
}

/// The smallest automaton that answers as `next` does (Moore's refinement: states start in
/// one class, and are split by their successors' classes until no class splits), the root
/// still state 0. Aho and Corasick's automaton has a state per prefix of a forbidden
/// sequence; most of them answer alike, and the search reads the automaton at every child.
fn minimal(next: &[[u16; 4]]) -> Vec<[u16; 4]> {
    let class_of = |class: &[u32], s: u16| if s == DEAD { u32::MAX } else { class[usize::from(s)] };
    let mut class = vec![0u32; next.len()];
    let mut count = 1;
    loop {
        let mut ids: std::collections::HashMap<(u32, [u32; 4]), u32> = std::collections::HashMap::new();
        let refined: Vec<u32> = (0..next.len())
            .map(|s| {
                let key = (class[s], next[s].map(|t| class_of(&class, t)));
                let id = ids.len() as u32;
                *ids.entry(key).or_insert(id)
            })
            .collect();
        class = refined;
        if ids.len() == count {
            break;
        }
        count = ids.len();
    }
    // Class ids were given in state order, so the root's class is 0.
    let mut out = vec![[0u16; 4]; count];
    for (s, row) in next.iter().enumerate() {
        out[class[s] as usize] = row.map(|t| if t == DEAD { DEAD } else { class[usize::from(t)] as u16 });
    }
    out
}

#[cfg(test)]
mod tests;
