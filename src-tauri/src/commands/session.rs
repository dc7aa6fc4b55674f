//! 15-puzzle session commands: `fifteen_sessions(start, brief)` answers the sessions kept with
//! the records and the statistics of one (the current one when `start` is none; `brief`: the
//! statistics alone, as the line under the board asks after each solve), and
//! `fifteen_session_new()` begins a new session now. Async: a long history stays off the
//! thread that paints.

use crate::error::CommandError;
use crate::state::AppState;
use serde::Serialize;
use tauri::State;
use tessera::records::session::{SessionStats, SessionSummary};
use tessera::records::Moment;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionsView {
    /// When the current session began.
    pub current: Moment,
    /// The sessions that hold an attempt, newest first (none when asked `brief`).
    pub sessions: Vec<SessionSummary>,
    /// The statistics of the session asked for (none of its attempts yet: no table).
    pub shown: SessionStats,
}

#[tauri::command]
pub async fn fifteen_sessions(state: State<'_, AppState>, start: Option<Moment>, brief: Option<bool>) -> Result<SessionsView, CommandError> {
    view(&state, start, brief.unwrap_or(false))
}

#[tauri::command]
pub async fn fifteen_session_new(state: State<'_, AppState>) -> Result<SessionsView, CommandError> {
    state.book().new_session();
    view(&state, None, false)
}

/// The sessions view; `brief`: without the list of sessions (a long history's are many).
fn view(state: &AppState, start: Option<Moment>, brief: bool) -> Result<SessionsView, CommandError> {
    let book = state.book();
    let current = book.session();
    let start = start.unwrap_or(current);
    let shown = match book.records.session_stats(start) {
        Some(stats) => stats,
        None if start == current => SessionStats { start, tables: Vec::new() },
        None => return Err(CommandError::Records(crate::l10n::said::Said::new("error-no-session").with("at", start.to_rfc3339()))),
    };
    let sessions = if brief { Vec::new() } else { book.records.session_list() };
    Ok(SessionsView { current, sessions, shown })
}
