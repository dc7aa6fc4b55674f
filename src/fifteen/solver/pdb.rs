//! Additive pattern databases for the 4x4 puzzle and the other boards of at most 16 cells
//! (`Grid`; Korf and Felner). The tiles are split
//! into groups; a group's table holds, for every placement of its tiles, the fewest moves
//! *of those tiles* that bring them home, the other tiles being free to move at no cost.
//! No move is counted in two groups, so the groups' values add up to a lower bound.
//!
//! A table is indexed by its tiles' cells, four bits each (tile k of the group in bits
//! 4k..4k+4), so an index is updated with one xor when a tile moves. It keeps only what the
//! group adds to its tiles' Manhattan distance, halved (every move changes one tile's
//! distance by one, so the excess is even), in four bits: half the memory, so the tables
//! the search reads at every node stay in the processor's cache. It is built by a
//! breadth-first search backwards from the goal in which the blank's whole region (the
//! cells it reaches through other tiles, at no cost) stands for the blank.

/// Cells of the 4x4 board; cell `c` is row `c / 4`, column `c % 4`.
pub const CELLS: usize = 16;
/// The cell of a tile's goal (tile t on cell t - 1; the blank on the last cell).
pub const fn goal_of(tile: u8) -> usize {
    tile as usize - 1
}

/// A board of at most 16 cells, as the tables see it: a cell is a bit of a `u16`, cell `c` on
/// row `c / width`, column `c % width`; the goal has tile t on cell t - 1 and the blank last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    width: usize,
    cells: usize,
    /// Every cell, and those with a cell to their right (`not_last`) or left (`not_first`).
    all: u16,
    not_last: u16,
    not_first: u16,
}

impl Grid {
    pub const FOUR: Grid = Grid::new(4, 4);

    /// The grid `width` wide and `height` high; at most 16 cells (the tables hold a cell in
    /// four bits).
    pub const fn new(width: usize, height: usize) -> Grid {
        assert!(width >= 2 && height >= 2 && width * height <= 16, "a board of at most 16 cells");
        let cells = width * height;
        let all = if cells == 16 { u16::MAX } else { (1u16 << cells) - 1 };
        let (mut not_last, mut not_first, mut c) = (0u16, 0u16, 0);
        while c < cells {
            if c % width + 1 < width {
                not_last |= 1 << c;
            }
            if c % width > 0 {
                not_first |= 1 << c;
            }
            c += 1;
        }
        Grid { width, cells, all, not_last, not_first }
    }

    pub fn cells(self) -> usize {
        self.cells
    }

    pub fn width(self) -> usize {
        self.width
    }

    /// The cells next to `cell`.
    pub fn neighbours(self, cell: usize) -> impl Iterator<Item = usize> {
        let (w, r, c) = (self.width, cell / self.width, cell % self.width);
        let rows = self.cells / w;
        [(r > 0).then(|| cell - w), (r + 1 < rows).then(|| cell + w), (c > 0).then(|| cell - 1), (c + 1 < w).then(|| cell + 1)]
            .into_iter()
            .flatten()
    }

    /// Moves from `cell` to `goal` with nothing in the way.
    pub fn manhattan(self, cell: usize, goal: usize) -> u32 {
        ((cell / self.width).abs_diff(goal / self.width) + (cell % self.width).abs_diff(goal % self.width)) as u32
    }

    /// The cells reachable from `start` through `free` cells (which include `start`).
    #[inline(always)]
    fn flood(self, start: u16, free: u16) -> u16 {
        let free = free & self.all;
        let w = self.width;
        let mut region = start;
        loop {
            let grown = (region | (region >> 1) & self.not_last | (region << 1) & self.not_first | region >> w | region << w) & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

/// The cells reachable from `start` through `free` cells on the 4x4 board.
#[cfg(test)]
fn flood(start: u16, free: u16) -> u16 {
    Grid::FOUR.flood(start, free)
}

/// Moves from `cell` to `goal` with nothing in the way, on the 4x4 board.
pub fn manhattan(cell: usize, goal: usize) -> u32 {
    Grid::FOUR.manhattan(cell, goal)
}

/// One group's table.
#[derive(Clone, PartialEq, Eq)]
pub struct PatternDb {
    tiles: Vec<u8>,
    /// By index, two entries a byte (the even index in the low half): the fewest moves of the
    /// group's tiles home, less their Manhattan distance, halved; 16^k entries.
    packed: Vec<u8>,
}

impl std::fmt::Debug for PatternDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PatternDb {{ tiles: {:?}, bytes: {} }}", self.tiles, self.packed.len())
    }
}

/// Asks the processor to bring `slice[i]` into its cache: a hint, which reads nothing and
/// does nothing where the platform has no such instruction or `i` is out of range.
#[inline]
fn prefetch<T>(slice: &[T], i: usize) {
    #[cfg(target_arch = "x86_64")]
    if let Some(item) = slice.get(i) {
        // SAFETY: a prefetch reads nothing and cannot fault; the address is in the slice.
        unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>((item as *const T).cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (slice, i);
}

/// The rank of a placement of k tiles (the sparse index's cells) among all n!/(n-k)! on a
/// board of n `cells`: each cell counted among those not taken by the tiles before it.
#[inline(always)]
fn rank(index: usize, k: usize, cells: usize) -> usize {
    let mut used = 0u32;
    let mut r = 0;
    for slot in 0..k {
        let cell = (index >> (4 * slot) & 15) as u32;
        let before = (used & ((1 << cell) - 1)).count_ones();
        r = r * (cells - slot) + (cell - before) as usize;
        used |= 1 << cell;
    }
    r
}

/// The cells next to `cell` on the 4x4 board.
pub fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    Grid::FOUR.neighbours(cell)
}

impl PatternDb {
    /// Builds the 4x4 table of `tiles` (distinct, 1..=15, at most 7 of them), compiled for
    /// that board: its masks as constants build the six tables a tenth faster (3.6 s, not 4.0).
    pub fn build(tiles: &[u8]) -> PatternDb {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the processor has the instruction, as just checked.
            return unsafe { Self::build_four_with_popcnt(tiles) };
        }
        Self::build_anywhere(Grid::FOUR, tiles)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    unsafe fn build_four_with_popcnt(tiles: &[u8]) -> PatternDb {
        Self::build_anywhere(Grid::FOUR, tiles)
    }

    /// Builds the table of `tiles` (distinct tiles of `grid`, at most 7 of them). Where the
    /// processor counts bits in one instruction (every x86-64 since about 2008) the build is
    /// compiled to use it: ranking a placement counts bits for each tile, at every successor.
    pub fn build_on(grid: Grid, tiles: &[u8]) -> PatternDb {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the processor has the instruction, as just checked.
            return unsafe { Self::build_with_popcnt(grid, tiles) };
        }
        Self::build_anywhere(grid, tiles)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt")]
    unsafe fn build_with_popcnt(grid: Grid, tiles: &[u8]) -> PatternDb {
        Self::build_anywhere(grid, tiles)
    }

    #[inline(always)]
    fn build_anywhere(grid: Grid, tiles: &[u8]) -> PatternDb {
        let k = tiles.len();
        let n = grid.cells();
        assert!((1..=7).contains(&k) && tiles.iter().all(|&t| (1..n).contains(&usize::from(t))), "a group of 1 to 7 tiles");
        let entries = 1usize << (4 * k);
        let mut table = vec![u8::MAX; entries];
        // A search state: the index, and the lowest cell of the blank's region.
        // Seen states by placement rank (not the sparse index): a third of the bits, so the
        // set stays in the processor's cache while the search tests it at every successor.
        let placements: usize = (0..k).map(|i| n - i).product();
        let mut seen = vec![0u64; (placements << 4).div_ceil(64)];
        let key = |index: usize, rep: usize| rank(index, k, n) << 4 | rep;
        let goal: usize = tiles.iter().enumerate().map(|(slot, &t)| goal_of(t) << (4 * slot)).sum();
        let occupied = |index: usize| (0..k).fold(0u16, |m, slot| m | 1 << (index >> (4 * slot) & 15));
        let start_rep = grid.flood(1 << (n - 1), !occupied(goal)).trailing_zeros() as usize;
        let start = key(goal, start_rep);
        seen[start / 64] |= 1 << (start % 64);
        let mut level = vec![(goal as u32, start_rep as u8)];
        let mut depth = 0u8;
        // A state's successors, gathered so that their bits are all asked for from memory
        // before any is tested (each test is otherwise a wait on memory).
        let mut successors: Vec<(u32, u8, usize)> = Vec::with_capacity(4 * k);
        while !level.is_empty() {
            let mut next = Vec::with_capacity(level.len() * 2);
            for (n, &(index, rep)) in level.iter().enumerate() {
                if let Some(&(ahead, _)) = level.get(n + 8) {
                    prefetch(&table, ahead as usize);
                }
                let index = index as usize;
                if table[index] == u8::MAX {
                    table[index] = depth;
                }
                let free = !occupied(index);
                let region = grid.flood(1 << rep, free);
                successors.clear();
                for slot in 0..k {
                    let from = index >> (4 * slot) & 15;
                    for to in grid.neighbours(from) {
                        if region & (1 << to) == 0 {
                            continue;
                        }
                        let moved = index ^ ((from ^ to) << (4 * slot));
                        let new_free = (free & !(1 << to)) | 1 << from;
                        let rep = grid.flood(1 << from, new_free).trailing_zeros() as usize;
                        let key = key(moved, rep);
                        prefetch(&seen, key / 64);
                        successors.push((moved as u32, rep as u8, key));
                    }
                }
                for &(moved, rep, key) in &successors {
                    let (word, bit) = (key / 64, 1u64 << (key % 64));
                    if seen[word] & bit == 0 {
                        seen[word] |= bit;
                        next.push((moved, rep));
                    }
                }
            }
            level = next;
            depth += 1;
        }
        let mut packed = vec![0u8; entries / 2];
        for (index, &moves) in table.iter().enumerate() {
            if moves == u8::MAX {
                continue; // two tiles on one cell: never looked up
            }
            let md: u32 = tiles.iter().enumerate().map(|(slot, &t)| grid.manhattan(index >> (4 * slot) & 15, goal_of(t))).sum();
            let excess = u32::from(moves) - md;
            debug_assert!(excess.is_multiple_of(2), "moves and distance have the same parity");
            // Past 15 (never seen on 4x4 groups; long boards' can) the bound is only made
            // lower, never wrong.
            packed[index / 2] |= ((excess / 2).min(15) as u8) << (4 * (index % 2));
        }
        PatternDb { tiles: tiles.to_vec(), packed }
    }

    /// Half the moves the group needs beyond its tiles' Manhattan distance, at an index.
    #[inline]
    pub fn get(&self, index: usize) -> u32 {
        self.view().get(index)
    }

    /// The packed entries, to read in the search without going through the table each time.
    pub fn view(&self) -> View<'_> {
        View(&self.packed)
    }

    /// Bytes in memory.
    pub fn size(&self) -> usize {
        self.packed.len()
    }

    /// The table as bytes: the tiles' count, the tiles, the packed table, and a
    /// checksum of all that before it.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.packed.len() + 16);
        out.push(self.tiles.len() as u8);
        out.extend_from_slice(&self.tiles);
        out.extend_from_slice(&self.packed);
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads `to_bytes` back for the group `tiles`; none when anything is off (the size, the
    /// group, the checksum, a value no table could hold), so a bad cache is rebuilt.
    pub fn from_bytes(tiles: &[u8], bytes: &[u8]) -> Option<PatternDb> {
        let k = tiles.len();
        let entries = 1usize << (4 * k);
        if bytes.len() != 1 + k + entries / 2 + 8 || usize::from(bytes[0]) != k || &bytes[1..=k] != tiles {
            return None;
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        if checksum(body).to_le_bytes() != sum {
            return None;
        }
        let db = PatternDb { tiles: tiles.to_vec(), packed: body[1 + k..].to_vec() };
        let goal: usize = tiles.iter().enumerate().map(|(slot, &t)| goal_of(t) << (4 * slot)).sum();
        (db.get(goal) == 0).then_some(db)
    }
}

/// A table's packed entries (`PatternDb::view`).
#[derive(Clone, Copy)]
pub struct View<'a>(&'a [u8]);

impl View<'_> {
    /// Half the moves the group needs beyond its tiles' Manhattan distance, at an index.
    #[inline]
    pub fn get(self, index: usize) -> u32 {
        u32::from(self.0[index / 2] >> (4 * (index % 2)) & 15)
    }
}

/// The checksum of a cached table: FNV-1a's 64-bit steps over the bytes taken eight at a time
/// (little-endian words, the last padded with zeros), then their count. A step is a bijection of
/// the running value, so damage within one word always changes the sum. Byte by byte it took
/// 25 ms for the 4x4's 18.4 MB, which the first hint after a start may wait for.
pub(super) fn checksum(bytes: &[u8]) -> u64 {
    const PRIME: u64 = 0x0100_0000_01b3;
    let step = |h: u64, word: u64| (h ^ word).wrapping_mul(PRIME);
    let word = |w: &[u8]| {
        let mut padded = [0u8; 8];
        padded[..w.len()].copy_from_slice(w);
        u64::from_le_bytes(padded)
    };
    let words = bytes.chunks_exact(8);
    let rest = words.remainder();
    let whole = words.map(word).fold(0xcbf2_9ce4_8422_2325, step);
    step(if rest.is_empty() { whole } else { step(whole, word(rest)) }, bytes.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flood_stays_inside_free_cells_and_rows() {
        // Column 1 blocked: the blank in column 0 reaches only column 0.
        let free = !0x2222u16;
        assert_eq!(flood(1, free), 0x1111);
        assert_eq!(flood(1 << 3, free), 0xCCCC);
    }

    #[test]
    fn one_tile_tables_add_nothing_to_the_manhattan_distance() {
        for t in [1u8, 6, 15] {
            let db = PatternDb::build(&[t]);
            assert!((0..CELLS).all(|cell| db.get(cell) == 0), "tile {t}");
        }
    }

    #[test]
    fn two_tiles_swapped_in_their_row_cost_two_more_moves() {
        // An index holds tile 1's cell in its low four bits, tile 2's in the next four.
        let db = PatternDb::build(&[1, 2]);
        // Tile 1 on cell 1, tile 2 on cell 0: one must leave the row.
        assert_eq!(db.get(0x01), 1);
        // In order, one row down: the Manhattan distance is exact.
        assert_eq!(db.get(0x54), 0);
        // At home.
        assert_eq!(db.get(0x10), 0);
    }

    #[test]
    fn bytes_round_trip_and_any_damage_is_refused() {
        let db = PatternDb::build(&[13, 14, 15]);
        let bytes = db.to_bytes();
        assert_eq!(PatternDb::from_bytes(&[13, 14, 15], &bytes), Some(db));
        let mut bad = bytes.clone();
        bad[100] ^= 1;
        assert_eq!(PatternDb::from_bytes(&[13, 14, 15], &bad), None);
        assert_eq!(PatternDb::from_bytes(&[13, 14, 12], &bytes), None);
        assert_eq!(PatternDb::from_bytes(&[13, 14, 15], &bytes[..bytes.len() - 1]), None);
    }
}
