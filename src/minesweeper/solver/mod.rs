//! The Minesweeper solver: from what a player can see, which cells are certainly safe or
//! mines (and why), every covered cell's exact chance of being a mine, and a move.
//!
//! Layers, cheapest first, each a module with its own tests:
//! `position` (what is visible: numbers, size, mine count; never flags), `rules` (one number
//! alone, two overlapping numbers), `frontier` (boxes and independent components),
//! `enumerate` (every arrangement of one component), `combine` (the components and the
//! cells off the frontier under the mine count), `endgame` (an exact search when few boards
//! remain, or in a pocket walled off from the rest), `fifty` (forced 50/50s, the first guesses), `guess` (the policy when nothing is certain), `autoplay` (a whole game), `review`
//! (after a game: its guesses, needless ones, and whether the losing click was forced),
//! `redeal` (a layout drawn uniformly from those consistent with the position, for the
//! adaptive modes).

mod autoplay;
mod combine;
mod deducer;
mod endgame;
mod enumerate;
mod fifty;
mod frontier;
mod guess;
mod position;
pub mod redeal;
mod review;
mod rules;
#[cfg(test)]
mod samples;

pub use autoplay::{first_click, play_game, GameReport, Move, Solver};
pub use deducer::Deducer;
pub use fifty::{forced_tosses, pseudo_tosses};
pub use guess::{choose_guess, Guess};
pub use position::{Position, PositionError};
pub use review::{review, Click, Fatal, Review, Reviewer, Verdict};

use enumerate::Refusal;
use serde::Serialize;
use thiserror::Error;

/// What is known of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    Open,
    Unknown,
    Safe,
    Mine,
}

/// How a fact was proved, the simplest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Rule {
    /// One number alone: its mines are all found, or all its covered cells are mines.
    Single,
    /// Two numbers that share covered cells.
    Pair,
    /// Every arrangement of the numbers around it agrees.
    Enumeration,
    /// Every arrangement agrees once the board's mine count is taken into account.
    MineCount,
}

/// A rule and the numbers (their cells) it used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Proof {
    pub rule: Rule,
    pub numbers: Vec<usize>,
}

impl Proof {
    fn single(number: usize) -> Proof {
        Proof { rule: Rule::Single, numbers: vec![number] }
    }

    fn pair(a: usize, b: usize) -> Proof {
        Proof { rule: Rule::Pair, numbers: vec![a, b] }
    }
}

/// A covered cell proved safe or a mine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Deduction {
    pub cell: usize,
    pub mine: bool,
    pub proof: Proof,
}

/// No board gives this position: its numbers contradict each other or the mine count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("no arrangement of mines fits these numbers and this mine count")]
pub struct Inconsistent;

/// Search nodes one component may take before it is approximated instead.
pub const DEFAULT_BUDGET: u64 = 400_000;

/// Everything the solver knows of a position.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// Per cell: open, unknown, or proved safe or a mine.
    pub facts: Vec<Fact>,
    /// The proved cells, with their proofs, in the order found.
    pub deductions: Vec<Deduction>,
    /// Per cell, the chance it is a mine (0 for open cells).
    pub probability: Vec<f64>,
    /// Whether some component was too large to enumerate: its cells' probabilities are then
    /// estimates, and nothing about them is claimed beyond what the rules proved.
    pub approximate: bool,
    /// ln of the number of boards consistent with the position (exact unless approximate).
    pub ln_boards: f64,
}

impl Analysis {
    pub fn safe_cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.deductions.iter().filter(|d| !d.mine).map(|d| d.cell)
    }

    pub fn mine_cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.deductions.iter().filter(|d| d.mine).map(|d| d.cell)
    }
}

/// The rules alone: what one or two numbers prove. Cheap; used before the full analysis.
pub fn deduce_by_rules(pos: &Position) -> Result<(Vec<Fact>, Vec<Deduction>), Inconsistent> {
    let mut deducer = Deducer::new(pos.clone());
    let found = deducer.run_rules()?.to_vec();
    Ok((deducer.facts().to_vec(), found))
}

/// The full analysis with the default enumeration budget.
pub fn analyse(pos: &Position) -> Result<Analysis, Inconsistent> {
    analyse_with_budget(pos, DEFAULT_BUDGET)
}

pub fn analyse_with_budget(pos: &Position, budget: u64) -> Result<Analysis, Inconsistent> {
    Deducer::new(pos.clone()).analyse(budget)
}

/// The enumeration and the mine count, after the rules have reached `facts` (proved by
/// `deductions`, all of covered cells).
fn enumeration_stage(
    pos: &Position,
    mut facts: Vec<Fact>,
    mut deductions: Vec<Deduction>,
    budget: u64,
) -> Result<Analysis, Inconsistent> {
    let frontier = frontier::split(pos, &facts);
    let remaining = pos.mines().checked_sub(frontier.known_mines).ok_or(Inconsistent)? as usize;

    // Each component's table, and whether it is exact (an approximated one proves nothing).
    let mut tables = Vec::with_capacity(frontier.components.len());
    for comp in &frontier.components {
        match enumerate::enumerate(comp, budget) {
            Ok(t) => tables.push((t, true)),
            Err(Refusal::Inconsistent) => return Err(Inconsistent),
            Err(Refusal::TooLarge) => tables.push((approximate(comp), false)),
        }
    }
    let all: Vec<&enumerate::Table> = tables.iter().map(|(t, _)| t).collect();
    let combined = combine::combine(&all, frontier.off.len(), remaining).ok_or(Inconsistent)?;

    let mut probability = vec![0.0; facts.len()];
    for (i, f) in facts.iter().enumerate() {
        if *f == Fact::Mine {
            probability[i] = 1.0;
        }
    }
    for ((comp, (table, is_exact)), outside) in frontier.components.iter().zip(&tables).zip(&combined.outside) {
        let is_exact = *is_exact;
        let mut mass = 0.0;
        for (k, w) in table.weight.iter().enumerate() {
            mass += w * outside.value[k];
        }
        let nb = table.boxes;
        for (b, cell_box) in comp.boxes.iter().enumerate() {
            let size = cell_box.cells.len() as f64;
            let (mut expected, mut can_mine, mut can_be_safe) = (0.0, false, false);
            let (mut local_mine, mut local_safe) = (false, false);
            for k in 0..table.weight.len() {
                expected += table.mines_in_box[k * nb + b] * outside.value[k];
                local_mine |= table.box_can_mine[k * nb + b];
                local_safe |= table.box_can_be_safe[k * nb + b];
                if outside.possible[k] {
                    can_mine |= table.box_can_mine[k * nb + b];
                    can_be_safe |= table.box_can_be_safe[k * nb + b];
                }
            }
            let p = if mass > 0.0 { (expected / mass / size).clamp(0.0, 1.0) } else { 0.5 };
            let verdict = match (is_exact, can_mine, can_be_safe) {
                (true, false, true) => Some(false),
                (true, true, false) => Some(true),
                (true, false, false) => return Err(Inconsistent),
                _ => None,
            };
            let rule = if local_mine && local_safe { Rule::MineCount } else { Rule::Enumeration };
            for &cell in &cell_box.cells {
                probability[cell] = match verdict {
                    Some(mine) => f64::from(u8::from(mine)),
                    None => p,
                };
                if let Some(mine) = verdict {
                    facts[cell] = if mine { Fact::Mine } else { Fact::Safe };
                    let numbers = comp.constraints.iter().map(|c| c.cell).collect();
                    deductions.push(Deduction { cell, mine, proof: Proof { rule, numbers } });
                }
            }
        }
    }
    let off_verdict = match (combined.off_can_mine, combined.off_can_be_safe) {
        (false, true) => Some(false),
        (true, false) => Some(true),
        _ => None,
    };
    for &cell in &frontier.off {
        probability[cell] = combined.off_probability;
        if let Some(mine) = off_verdict {
            probability[cell] = f64::from(u8::from(mine));
            facts[cell] = if mine { Fact::Mine } else { Fact::Safe };
            deductions.push(Deduction { cell, mine, proof: Proof { rule: Rule::MineCount, numbers: Vec::new() } });
        }
    }
    Ok(Analysis {
        facts,
        deductions,
        probability,
        approximate: tables.iter().any(|(_, exact)| !exact),
        ln_boards: combined.ln_boards,
    })
}

/// A stand-in table for a component too large to enumerate: its cells taken as independent,
/// each as likely a mine as its most demanding number says, every total allowed (so nothing
/// is ever proved from it).
fn approximate(comp: &frontier::Component) -> enumerate::Table {
    let nb = comp.boxes.len();
    let density: Vec<f64> = comp
        .boxes
        .iter()
        .map(|b| {
            b.constraints
                .iter()
                .map(|&c| {
                    let con = &comp.constraints[c];
                    let cells: usize = con.boxes.iter().map(|&x| comp.boxes[x].cells.len()).sum();
                    f64::from(con.rem) / cells as f64
                })
                .fold(0.0, f64::max)
        })
        .collect();
    // The distribution of the total: a product of independent cells (Poisson binomial).
    let mut weight = vec![1.0];
    for (b, cb) in comp.boxes.iter().enumerate() {
        for _ in &cb.cells {
            let q = density[b];
            let mut next = vec![0.0; weight.len() + 1];
            for (k, w) in weight.iter().enumerate() {
                next[k] += w * (1.0 - q);
                next[k + 1] += w * q;
            }
            weight = next;
        }
    }
    let ks = weight.len();
    let mut mines_in_box = vec![0.0; ks * nb];
    for k in 0..ks {
        for (b, cb) in comp.boxes.iter().enumerate() {
            mines_in_box[k * nb + b] = weight[k] * density[b] * cb.cells.len() as f64;
        }
    }
    enumerate::Table {
        boxes: nb,
        weight,
        mines_in_box,
        feasible: vec![true; ks],
        box_can_mine: vec![true; ks * nb],
        box_can_be_safe: vec![true; ks * nb],
    }
}
