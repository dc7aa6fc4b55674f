//! Joins the components' tables with the cells off the frontier under the total mine count.
//!
//! With `R` mines left to place and `F` cells off the frontier, an assignment whose
//! components hold `t` mines in all stands for C(F, R - t) boards. Each component needs the
//! rest of the board's weight for each of its own totals; a product tree gives all of these
//! in about the time of one product of every component (rather than one per component).
//! Every vector is kept scaled to a maximum of 1 with its logarithmic scale beside it, and
//! beside every float vector a boolean one says exactly which entries are possible.

use super::enumerate::Table;
use std::sync::OnceLock;

/// A polynomial in the mine total: `value[t]` scaled by `e^ln_scale`, `possible[t]` exact.
#[derive(Clone, Debug)]
struct Poly {
    value: Vec<f64>,
    possible: Vec<bool>,
    ln_scale: f64,
}

impl Poly {
    fn normalised(mut value: Vec<f64>, possible: Vec<bool>, ln_scale: f64) -> Poly {
        let max = value.iter().copied().fold(0.0, f64::max);
        if max > 0.0 {
            value.iter_mut().for_each(|v| *v /= max);
            return Poly { value, possible, ln_scale: ln_scale + max.ln() };
        }
        Poly { value, possible, ln_scale }
    }

    fn product(a: &Poly, b: &Poly) -> Poly {
        let n = a.value.len() + b.value.len() - 1;
        let mut value = vec![0.0; n];
        let mut possible = vec![false; n];
        for (i, (&va, &pa)) in a.value.iter().zip(&a.possible).enumerate() {
            if !pa {
                continue;
            }
            for (j, (&vb, &pb)) in b.value.iter().zip(&b.possible).enumerate() {
                value[i + j] += va * vb;
                possible[i + j] |= pb;
            }
        }
        Poly::normalised(value, possible, a.ln_scale + b.ln_scale)
    }
}

/// For one component: for each of its totals `k`, the rest of the board's weight
/// (`value[k]`, scaled) and whether the rest can hold the other mines at all (`possible[k]`).
#[derive(Clone, Debug)]
pub struct Outside {
    pub value: Vec<f64>,
    pub possible: Vec<bool>,
}

/// What the combination says of the whole board.
#[derive(Clone, Debug)]
pub struct Combined {
    /// One per table, in order.
    pub outside: Vec<Outside>,
    /// Expected mines among the cells off the frontier, as a probability per cell.
    pub off_probability: f64,
    pub off_can_mine: bool,
    pub off_can_be_safe: bool,
    /// ln of the number of boards consistent with the position.
    pub ln_boards: f64,
}

/// ln(n!) for every n a board can need (200 x 200 cells).
fn ln_factorial(n: usize) -> f64 {
    static TABLE: OnceLock<Vec<f64>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = Vec::with_capacity(40_001);
        let mut acc = 0.0;
        t.push(0.0);
        for i in 1..=40_000u32 {
            acc += f64::from(i).ln();
            t.push(acc);
        }
        t
    });
    table[n]
}

pub fn ln_binomial(n: usize, k: usize) -> f64 {
    ln_factorial(n) - ln_factorial(k) - ln_factorial(n - k)
}

/// Combines the tables with `off` cells off the frontier and `remaining` mines to place.
/// None when no total fits: the position is inconsistent.
pub fn combine(tables: &[&Table], off: usize, remaining: usize) -> Option<Combined> {
    let leaves: Vec<Poly> = tables
        .iter()
        .map(|t| Poly::normalised(t.weight.clone(), t.feasible.clone(), 0.0))
        .collect();
    // The product tree, level by level: level 0 the leaves, the last level the root.
    let mut levels: Vec<Vec<Poly>> = vec![leaves];
    while levels.last().map_or(0, Vec::len) > 1 {
        let below = levels.last().expect("a level");
        let above = below
            .chunks(2)
            .map(|pair| if pair.len() == 2 { Poly::product(&pair[0], &pair[1]) } else { pair[0].clone() })
            .collect();
        levels.push(above);
    }
    let root = match levels.last().and_then(|l| l.first()) {
        Some(p) => p.clone(),
        None => Poly { value: vec![1.0], possible: vec![true], ln_scale: 0.0 },
    };

    // The weight of the cells off the frontier for each frontier total t: C(off, remaining - t).
    let degree = root.value.len() - 1;
    let fits = |t: usize| t <= remaining && remaining - t <= off;
    let ln_off: Vec<f64> =
        (0..=degree).map(|t| if fits(t) { ln_binomial(off, remaining - t) } else { f64::NEG_INFINITY }).collect();
    let offset = ln_off.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if offset == f64::NEG_INFINITY {
        return None;
    }
    let off_weight = Poly {
        value: ln_off.iter().map(|&l| (l - offset).exp()).collect(),
        possible: (0..=degree).map(fits).collect(),
        ln_scale: offset,
    };

    // The root's own totals give the board's count and the cells off the frontier.
    let (mut z, mut mines_off) = (0.0, 0.0);
    let (mut consistent, mut off_can_mine, mut off_can_be_safe) = (false, false, false);
    for t in 0..=degree {
        if !(root.possible[t] && off_weight.possible[t]) {
            continue;
        }
        consistent = true;
        let w = root.value[t] * off_weight.value[t];
        z += w;
        mines_off += w * (remaining - t) as f64;
        off_can_mine |= remaining - t >= 1;
        off_can_be_safe |= remaining - t < off;
    }
    if !consistent {
        return None;
    }
    let off_probability = if off == 0 || z == 0.0 { 0.0 } else { mines_off / z / off as f64 };
    let ln_boards = z.ln() + root.ln_scale + off_weight.ln_scale;

    // Down the tree: each node's outside is its parent's outside shifted by its sibling.
    let mut outside_above: Vec<Poly> = vec![off_weight];
    for level in (0..levels.len() - 1).rev() {
        let nodes = &levels[level];
        let mut outside_here = Vec::with_capacity(nodes.len());
        for (i, node) in nodes.iter().enumerate() {
            let parent_outside = &outside_above[i / 2];
            let sibling = nodes.get(i ^ 1).filter(|_| (i ^ 1) < nodes.len());
            outside_here.push(match sibling {
                Some(s) => shift(parent_outside, s, node.value.len()),
                None => parent_outside.clone(),
            });
        }
        outside_above = outside_here;
    }
    let outside = outside_above
        .into_iter()
        .zip(tables)
        .map(|(p, t)| Outside {
            value: p.value[..t.weight.len()].to_vec(),
            possible: p.possible[..t.weight.len()].to_vec(),
        })
        .collect();
    Some(Combined { outside, off_probability, off_can_mine, off_can_be_safe, ln_boards })
}

/// `result[j] = sum_i sibling[i] * outside[j + i]` for j in 0..len.
fn shift(outside: &Poly, sibling: &Poly, len: usize) -> Poly {
    let mut value = vec![0.0; len];
    let mut possible = vec![false; len];
    for (j, (v, p)) in value.iter_mut().zip(possible.iter_mut()).enumerate() {
        for (i, (&sv, &sp)) in sibling.value.iter().zip(&sibling.possible).enumerate() {
            let Some(&ov) = outside.value.get(j + i) else { break };
            if sp && outside.possible[j + i] {
                *v += sv * ov;
                *p = true;
            }
        }
    }
    Poly::normalised(value, possible, outside.ln_scale + sibling.ln_scale)
}
