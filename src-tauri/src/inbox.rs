//! Puts a game's moves back in the order the player made them. The page sends each move the
//! moment it is made, numbered from 0 in its game, without waiting for the answer to the one
//! before; the backend stamps each as it arrives. Should two arrive out of order, the later
//! one waits here until the gap is filled, and is then applied with the stamp of the move that
//! filled it (a move is never stamped before the one made before it).

use std::collections::BTreeMap;

/// How far ahead of the next expected move a move may be (more would mean a lost move, not
/// a late one, and would make the backend hold what the page chooses).
pub const MAX_AHEAD: u32 = 256;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InboxError {
    #[error("move for game {got}, but game {expected} is on the board")]
    OtherGame { expected: u32, got: u32 },
    #[error("move {0} of this game was already received")]
    Repeated(u32),
    #[error("move {seq} is more than {MAX_AHEAD} ahead of move {next}, the next expected")]
    TooFarAhead { seq: u32, next: u32 },
}

/// The moves of one game: the number of the next one to apply, and those that came early.
#[derive(Debug)]
pub struct Inbox<T> {
    game: u32,
    next: u32,
    early: BTreeMap<u32, (T, u64)>,
}

impl<T> Inbox<T> {
    pub fn new(game: u32) -> Self {
        Inbox { game, next: 0, early: BTreeMap::new() }
    }

    /// The game these moves belong to (the page has it from the snapshot).
    pub fn game(&self) -> u32 {
        self.game
    }

    /// Moves taken in order so far: the number the next one must carry.
    pub fn next(&self) -> u32 {
        self.next
    }

    /// Takes move `seq` of `game`, stamped `at` on arrival, and returns the moves now due, in
    /// order, each with its stamp (never earlier than the one before). On error nothing changes.
    pub fn accept(&mut self, game: u32, seq: u32, item: T, at: u64) -> Result<Vec<(T, u64)>, InboxError> {
        if game != self.game {
            return Err(InboxError::OtherGame { expected: self.game, got: game });
        }
        if seq < self.next || self.early.contains_key(&seq) {
            return Err(InboxError::Repeated(seq));
        }
        if seq - self.next > MAX_AHEAD {
            return Err(InboxError::TooFarAhead { seq, next: self.next });
        }
        self.early.insert(seq, (item, at));
        let mut due = Vec::new();
        let mut latest = at;
        while let Some((item, early_at)) = self.early.remove(&self.next) {
            // An early move waited for this one; it is stamped when it can be applied.
            let stamp = if due.is_empty() { early_at } else { early_at.max(latest) };
            latest = latest.max(stamp);
            due.push((item, stamp));
            self.next += 1;
        }
        Ok(due)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_in_order_are_due_at_once_with_their_own_stamps() {
        let mut inbox = Inbox::new(7);
        assert_eq!(inbox.accept(7, 0, 'a', 10), Ok(vec![('a', 10)]));
        assert_eq!(inbox.accept(7, 1, 'b', 25), Ok(vec![('b', 25)]));
        assert_eq!(inbox.next(), 2);
    }

    #[test]
    fn an_early_move_waits_for_the_gap_and_is_never_stamped_before_it() {
        let mut inbox = Inbox::new(1);
        assert_eq!(inbox.accept(1, 0, 'a', 5), Ok(vec![('a', 5)]));
        assert_eq!(inbox.accept(1, 2, 'c', 9), Ok(vec![]));
        assert_eq!(inbox.accept(1, 3, 'd', 12), Ok(vec![]));
        assert_eq!(inbox.next(), 1);
        assert_eq!(inbox.accept(1, 1, 'b', 11), Ok(vec![('b', 11), ('c', 11), ('d', 12)]));
        assert_eq!(inbox.next(), 4);
    }

    #[test]
    fn another_games_move_a_repeat_or_one_too_far_ahead_is_refused_and_changes_nothing() {
        let mut inbox = Inbox::new(3);
        inbox.accept(3, 0, 'a', 1).expect("first");
        assert_eq!(inbox.accept(2, 1, 'x', 2), Err(InboxError::OtherGame { expected: 3, got: 2 }));
        assert_eq!(inbox.accept(3, 0, 'x', 2), Err(InboxError::Repeated(0)));
        inbox.accept(3, 5, 'f', 3).expect("early");
        assert_eq!(inbox.accept(3, 5, 'x', 4), Err(InboxError::Repeated(5)));
        assert_eq!(inbox.accept(3, 1 + MAX_AHEAD + 1, 'x', 4), Err(InboxError::TooFarAhead { seq: MAX_AHEAD + 2, next: 1 }));
        assert_eq!(inbox.accept(3, 1 + MAX_AHEAD, 'z', 4), Ok(vec![]));
        assert_eq!(inbox.accept(3, 1, 'b', 6).map(|d| d.len()), Ok(1));
        assert_eq!(inbox.next(), 2);
    }
}
