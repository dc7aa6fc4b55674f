//! A position that grows, with what is known of it kept up to date: the generator and the
//! solver's own games open cells one by one, and re-running every rule over the whole board
//! after each would cost the board's size every time.

use super::position::Position;
use super::rules::{self, RuleState};
use super::{enumeration_stage, Analysis, Deduction, Fact, Inconsistent};

#[derive(Clone, Debug)]
pub struct Deducer {
    pos: Position,
    facts: Vec<Fact>,
    rules: RuleState,
    /// Every deduction so far, in order (some of their cells may be open by now).
    deductions: Vec<Deduction>,
    /// Per cell, the index of its deduction (`u32::MAX`: none yet), for the first
    /// `indexed` deductions.
    deduction_of: Vec<u32>,
    indexed: usize,
}

impl Deducer {
    pub fn new(pos: Position) -> Self {
        let facts = rules::initial_facts(&pos);
        let mut rules = RuleState::new(pos.dims().cells());
        for i in 0..pos.dims().cells() {
            if pos.number(i).is_some() {
                rules.seed(i);
            }
        }
        let deduction_of = vec![u32::MAX; pos.dims().cells()];
        Deducer { pos, facts, rules, deductions: Vec::new(), deduction_of, indexed: 0 }
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn facts(&self) -> &[Fact] {
        &self.facts
    }

    /// How `cell` was proved safe or a mine, when it was (by the rules or an analysis run so
    /// far).
    pub fn proof_of(&mut self, cell: usize) -> Option<&Deduction> {
        for (k, d) in self.deductions.iter().enumerate().skip(self.indexed) {
            self.deduction_of[d.cell] = k as u32;
        }
        self.indexed = self.deductions.len();
        self.deductions.get(self.deduction_of[cell] as usize)
    }

    /// `cell` is open and shows `number`.
    pub fn open(&mut self, cell: usize, number: u8) {
        self.pos.open(cell, number);
        self.facts[cell] = Fact::Open;
        self.rules.seed(cell);
        self.rules.seed_around(&self.pos, cell);
    }

    /// Supposes the unknown `cell` a mine or safe, to count the boards where it is so: what
    /// follows from it is then deduced as if it were proved.
    pub fn assume(&mut self, cell: usize, mine: bool) {
        self.facts[cell] = if mine { Fact::Mine } else { Fact::Safe };
        self.rules.seed_around(&self.pos, cell);
    }

    /// An open cell's number changed (the generator moved mines). Facts already found stay:
    /// the caller vouches that they are still true of its board.
    pub fn renumber(&mut self, cell: usize, number: u8) {
        self.pos.open(cell, number);
        self.rules.seed(cell);
    }

    /// Runs the rules over what changed; returns the deductions they added.
    pub fn run_rules(&mut self) -> Result<&[Deduction], Inconsistent> {
        let before = self.deductions.len();
        self.rules.run(&self.pos, &mut self.facts, &mut self.deductions)?;
        Ok(&self.deductions[before..])
    }

    /// The full analysis of the current position; what it proves is kept.
    pub fn analyse(&mut self, budget: u64) -> Result<Analysis, Inconsistent> {
        self.run_rules()?;
        let covered: Vec<Deduction> =
            self.deductions.iter().filter(|d| self.pos.is_covered(d.cell)).cloned().collect();
        let analysis = enumeration_stage(&self.pos, self.facts.clone(), covered, budget)?;
        for d in &analysis.deductions {
            if self.facts[d.cell] == Fact::Unknown {
                self.facts[d.cell] = analysis.facts[d.cell];
                self.deductions.push(d.clone());
                self.rules.seed_around(&self.pos, d.cell);
            }
        }
        Ok(analysis)
    }
}
