use super::*;
use std::collections::HashMap;

#[test]
fn the_automaton_survives_a_round_trip_through_bytes_and_refuses_damage() {
    // Any automaton is kept alike; the cache holds the one of `LONGEST`.
    let automaton = Automaton::new(&[vec![0, 1], vec![2, 3, 2], vec![1, 1, 0, 3]]);
    assert!(automaton.states() > 2);
    let bytes = automaton.to_bytes();
    let back = Automaton::from_bytes(&bytes).expect("read back");
    assert_eq!(back.next, automaton.next);
    let mut damaged = bytes.clone();
    damaged[9] ^= 0x40;
    assert!(Automaton::from_bytes(&damaged).is_none(), "a changed byte");
    assert!(Automaton::from_bytes(&bytes[..bytes.len() - 1]).is_none(), "a short read");
    assert!(Automaton::from_bytes(&[]).is_none(), "nothing");
    // Made for other sequences (another LONGEST), with a checksum that matches.
    let mut other = bytes[..bytes.len() - 8].to_vec();
    other[0] = LONGEST as u8 + 1;
    other.extend_from_slice(&checksum(&other).to_le_bytes());
    assert!(Automaton::from_bytes(&other).is_none(), "another length");
    // A next state that is no state, with a checksum that matches.
    let mut wild = bytes[..bytes.len() - 8].to_vec();
    wild[5..7].copy_from_slice(&(automaton.states() as u16).to_le_bytes());
    wild.extend_from_slice(&checksum(&wild).to_le_bytes());
    assert!(Automaton::from_bytes(&wild).is_none(), "a state out of range");
}

/// A board of at most 16 cells: its width and height.
#[derive(Clone, Copy)]
struct Shape(usize, usize);

/// A position as 16 nibbles (cell 0 lowest), 0 the blank.
fn key(tiles: &[u8; 16]) -> u64 {
    tiles.iter().rev().fold(0, |k, &t| k << 4 | u64::from(t))
}

/// The cell the blank reaches from `cell` by `step`, if on the board.
fn go(shape: Shape, cell: usize, step: u8) -> Option<usize> {
    let Shape(w, h) = shape;
    let (dr, dc) = STEPS[usize::from(step)];
    let (r, c) = ((cell / w) as i32 + dr, (cell % w) as i32 + dc);
    ((0..h as i32).contains(&r) && (0..w as i32).contains(&c)).then(|| r as usize * w + c as usize)
}

/// Every position within `depth` moves of `tiles`, with its distance: breadth first.
fn distances(shape: Shape, tiles: [u8; 16], depth: usize) -> HashMap<u64, usize> {
    let mut seen = HashMap::from([(key(&tiles), 0)]);
    let mut level = vec![tiles];
    for d in 1..=depth {
        let mut next = Vec::new();
        for t in level {
            let blank = t.iter().position(|&x| x == 0).unwrap();
            for step in 0..4 {
                if let Some(to) = go(shape, blank, step) {
                    let mut child = t;
                    child.swap(blank, to);
                    if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(key(&child)) {
                        e.insert(d);
                        next.push(child);
                    }
                }
            }
        }
        level = next;
    }
    seen
}

/// What a depth-first walk reached: the least depth of each position, and its nodes.
type Reached = (HashMap<u64, usize>, u64);

/// Depth first to `depth` with no step back and, given one, the automaton's pruning.
fn tree(shape: Shape, tiles: [u8; 16], depth: usize, automaton: Option<&Automaton>) -> Reached {
    struct Walk<'a> {
        shape: Shape,
        depth: usize,
        automaton: Option<&'a Automaton>,
        out: Reached,
    }
    fn visit(walk: &mut Walk, t: &mut [u8; 16], blank: usize, last: Option<u8>, state: u16, d: usize) {
        walk.out.1 += 1;
        let least = walk.out.0.entry(key(t)).or_insert(d);
        *least = (*least).min(d);
        if d == walk.depth {
            return;
        }
        for step in 0..4 {
            let Some(to) = go(walk.shape, blank, step) else { continue };
            if last == Some(back(step)) {
                continue;
            }
            let next = walk.automaton.map_or(0, |a| a.step(state, step));
            if next == DEAD {
                continue;
            }
            t.swap(blank, to);
            visit(walk, t, to, Some(step), next, d + 1);
            t.swap(blank, to);
        }
    }
    let mut t = tiles;
    let blank = t.iter().position(|&x| x == 0).unwrap();
    let mut walk = Walk { shape, depth, automaton, out: (HashMap::new(), 0) };
    visit(&mut walk, &mut t, blank, None, 0, 0);
    walk.out
}

/// The solved arrangement with the blank moved to `cell` (the tiles shifted along); cells
/// past the board's stay empty of tiles (15) and are never visited.
fn blank_on(shape: Shape, cell: usize) -> [u8; 16] {
    let cells = shape.0 * shape.1;
    let mut tiles: [u8; 16] = std::array::from_fn(|c| if c + 1 < cells { (c + 1) as u8 } else { 15 });
    tiles[cells - 1] = 0;
    tiles[cell..cells].rotate_right(1);
    tiles
}

#[test]
fn the_pruned_tree_still_reaches_every_position_at_its_distance() {
    let automaton = Automaton::shared();
    // On every shape the solvers search (4x4, 3x4, 4x3, 3x5, 5x3, 2x8, 8x2), from a
    // corner, an edge and a middle cell: every position within 12 moves is reached, and
    // first at its true distance, though the tree is pruned. The long, thin shapes hold
    // sequences of five rows or columns, which a twin on other cells may not fit beside.
    for shape in [Shape(4, 4), Shape(4, 3), Shape(3, 4), Shape(3, 5), Shape(5, 3), Shape(2, 8), Shape(8, 2)] {
        let Shape(w, h) = shape;
        for cell in [w * h - 1, 1, w + 1] {
            let start = blank_on(shape, cell);
            let exact = distances(shape, start, LONGEST);
            let (pruned, nodes) = tree(shape, start, LONGEST, Some(automaton));
            let (_, unpruned) = tree(shape, start, LONGEST, None);
            let at = format!("{w}x{h}, blank on {cell}");
            assert_eq!(pruned.len(), exact.len(), "{at}: positions reached");
            for (position, d) in &exact {
                assert_eq!(pruned.get(position), Some(d), "{at}: position {position:x}");
            }
            println!("{at}: {nodes} nodes against {unpruned} without pruning, {} states", automaton.states());
            assert!(nodes * 10 < unpruned * 9, "{at}: {nodes} nodes against {unpruned} without pruning");
        }
    }
}

#[test]
fn halfway_round_a_block_is_walked_one_way_only() {
    let automaton = Automaton::shared();
    let walk = |moves: &str| {
        moves.chars().try_fold(0u16, |state, c| {
            let next = automaton.step(state, "UDLR".find(c).unwrap() as u8);
            (next != DEAD).then_some(next)
        })
    };
    // Right, down, left, up, right, down ends where down, right, up, left, down, right
    // does, with the same tiles moved; the earlier in letter order (U, D, L, R) is kept.
    assert!(walk("DRULDR").is_some());
    assert!(walk("RDLURD").is_none());
    assert!(walk("RDLUR").is_some());
    assert!(walk("LLDRDLURDUU").is_none(), "a forbidden sequence inside a longer path");
}

#[test]
fn the_effect_of_a_walk_round_a_block_three_times_is_nothing() {
    let round: Vec<u8> = [3, 1, 2, 0].repeat(3);
    assert_eq!(effect(&round).0, vec![]);
    assert_eq!(effect(&[3]).0.len(), 2);
    assert_eq!(pack(&unpack(0b11_01_10, 3)), 0b11_01_10);
}
