//! A finished Tessera game's figures, as its video would have them: the game written as EVF
//! (`evf.rs`) and read back by the community's library (`video.rs`), one implementation of
//! every figure for the result panel, the records, the viewer and the CLI.

use super::evf::{encode, EvfInfo};
use super::video::{read_video, Video, VideoFormat, VideoMetrics};
use super::Game;

/// A finished Tessera game's figures, measured as its EVF video is (the definitions and the
/// code every video's figures come from); none for a game EVF cannot hold (an undo or a pause,
/// a side over 255) or not over. Its path runs from cell centre to cell centre, action to
/// action: the game's log keeps the actions, not the pointer.
pub fn game_metrics(game: &Game) -> Option<VideoMetrics> {
    game_video(game).map(|v| v.metrics)
}

/// A finished Tessera game as a video (through its EVF), its steps' times those of its actions
/// (seconds from the first); none as for `game_metrics`.
pub fn game_video(game: &Game) -> Option<Video> {
    if !game.is_over() {
        return None;
    }
    let info = EvfInfo { software: String::new(), player: String::new(), start_micros: 0, end_micros: 0 };
    let bytes = encode(game, &info).ok()?;
    read_video(&bytes, VideoFormat::Evf).ok()
}
