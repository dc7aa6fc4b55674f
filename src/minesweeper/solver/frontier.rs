//! The frontier after the rules: unknown cells next to a number, grouped into boxes (cells
//! touching exactly the same numbers, which every count treats alike) and split into
//! independent components (no number links two of them).

use super::position::Position;
use super::Fact;
use std::collections::HashMap;

/// A number that still constrains unknown cells: `rem` of the cells in its boxes are mines.
#[derive(Clone, Debug)]
pub struct Constraint {
    pub cell: usize,
    pub rem: u32,
    /// Indices into the component's boxes.
    pub boxes: Vec<usize>,
}

/// Unknown cells that touch the same numbers.
#[derive(Clone, Debug)]
pub struct CellBox {
    pub cells: Vec<usize>,
    /// Indices into the component's constraints.
    pub constraints: Vec<usize>,
}

#[derive(Clone, Debug, Default)]
pub struct Component {
    pub boxes: Vec<CellBox>,
    pub constraints: Vec<Constraint>,
}

impl Component {
    pub fn cells(&self) -> usize {
        self.boxes.iter().map(|b| b.cells.len()).sum()
    }
}

#[derive(Clone, Debug, Default)]
pub struct Frontier {
    pub components: Vec<Component>,
    /// Unknown cells that touch no number: only the mine count speaks of them.
    pub off: Vec<usize>,
    /// Cells already known to be mines.
    pub known_mines: u32,
}

pub fn split(pos: &Position, facts: &[Fact]) -> Frontier {
    let dims = pos.dims();
    let known_mines = facts.iter().filter(|&&f| f == Fact::Mine).count() as u32;
    // Numbers with unknown neighbours, and for each, its remaining mines.
    let mut constraint_of = vec![u32::MAX; dims.cells()];
    let mut numbers: Vec<(usize, u32)> = Vec::new();
    for (i, constraint) in constraint_of.iter_mut().enumerate() {
        let Some(n) = pos.number(i) else { continue };
        let mut unknown = false;
        let mut mines = 0;
        for j in dims.neighbour_indices(i) {
            match facts[j] {
                Fact::Unknown => unknown = true,
                Fact::Mine => mines += 1,
                _ => {}
            }
        }
        if unknown {
            *constraint = numbers.len() as u32;
            numbers.push((i, u32::from(n).saturating_sub(mines)));
        }
    }

    // Boxes: unknown cells keyed by the sorted list of their numbers.
    let mut off = Vec::new();
    let mut box_of_key: HashMap<Vec<u32>, usize> = HashMap::new();
    let mut boxes: Vec<(Vec<u32>, Vec<usize>)> = Vec::new();
    for (i, &fact) in facts.iter().enumerate() {
        if fact != Fact::Unknown {
            continue;
        }
        let mut key: Vec<u32> =
            dims.neighbour_indices(i).map(|j| constraint_of[j]).filter(|&c| c != u32::MAX).collect();
        if key.is_empty() {
            off.push(i);
            continue;
        }
        key.sort_unstable();
        let next = boxes.len();
        let b = *box_of_key.entry(key.clone()).or_insert(next);
        if b == next {
            boxes.push((key, Vec::new()));
        }
        boxes[b].1.push(i);
    }

    // Components: numbers linked through the boxes they share.
    let mut parent: Vec<usize> = (0..numbers.len()).collect();
    fn root(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    for (key, _) in &boxes {
        let first = root(&mut parent, key[0] as usize);
        for &c in &key[1..] {
            let r = root(&mut parent, c as usize);
            parent[r] = first;
        }
    }
    let mut component_of_root: HashMap<usize, usize> = HashMap::new();
    let mut components: Vec<Component> = Vec::new();
    let mut local_constraint = vec![usize::MAX; numbers.len()];
    for (c, &(cell, rem)) in numbers.iter().enumerate() {
        let r = root(&mut parent, c);
        let next = components.len();
        let k = *component_of_root.entry(r).or_insert(next);
        if k == next {
            components.push(Component::default());
        }
        local_constraint[c] = components[k].constraints.len();
        components[k].constraints.push(Constraint { cell, rem, boxes: Vec::new() });
    }
    for (key, cells) in boxes {
        let k = component_of_root[&root(&mut parent, key[0] as usize)];
        let comp = &mut components[k];
        let b = comp.boxes.len();
        let constraints: Vec<usize> = key.iter().map(|&c| local_constraint[c as usize]).collect();
        for &c in &constraints {
            comp.constraints[c].boxes.push(b);
        }
        comp.boxes.push(CellBox { cells, constraints });
    }
    Frontier { components, off, known_mines }
}
