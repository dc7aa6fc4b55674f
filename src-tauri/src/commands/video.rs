//! Videos opened in the app: a file chosen by Game > Open Video… (Ctrl+O), dropped on the
//! window, or given at launch or to a second launch (the desktop's file associations). The backend reads each one
//! (`tessera::minesweeper::video`) off the thread that paints and keeps the latest for the
//! page, which hears a `video` event and takes it with `video_take`: no path ever comes from
//! the page.

use crate::l10n::errors::Says;
use crate::l10n::said::Said;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use tauri::{AppHandle, Emitter, Manager, Runtime, State};
use tessera::minesweeper::video::{read_video, VideoFormat, VideoMetrics, MAX_VIDEO_BYTES};
use tessera::records::files::read_bounded;
use tessera::records::frames::{video_frames, Frames};

/// The latest video opened, until the page takes it.
#[derive(Default)]
pub struct OpenedVideo(Mutex<Option<Opened>>);

/// A video read for the viewer, or why it could not be.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Opened {
    Video(Box<VideoView>),
    /// Why, as a catalogue message (the page words it in the player's language).
    Refused { name: String, message: Said },
}

/// What the viewer shows of a video.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VideoView {
    /// The file's name.
    pub name: String,
    pub format: VideoFormat,
    pub player: String,
    pub program: String,
    /// When the game was played (UTC, RFC 3339), when the file says.
    pub played: Option<String>,
    pub won: bool,
    pub width: usize,
    pub height: usize,
    pub metrics: VideoMetrics,
    pub frames: Frames,
}

/// The file's name as the viewer shows it (the whole path when it has none).
fn name_of(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// Reads the video at `path` for the viewer.
pub fn read(path: &Path) -> Opened {
    let name = name_of(path);
    let refused = |message: Said| Opened::Refused { name: name.clone(), message };
    let Some(format) = VideoFormat::of_path(path) else {
        return refused(Said::new("error-not-a-video"));
    };
    let bytes = match read_bounded(path, MAX_VIDEO_BYTES as u64) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::FileTooLarge => return refused(Said::new("error-video-file-too-large").with("why", e.to_string())),
        Err(e) => return refused(Said::new("error-video-not-read").with("why", e.to_string())),
    };
    match read_video(&bytes, format) {
        Ok(v) => Opened::Video(Box::new(VideoView {
            frames: video_frames(&v),
            name,
            format,
            played: (v.start_micros > 0)
                .then(|| chrono::DateTime::from_timestamp_micros(v.start_micros as i64))
                .flatten()
                .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
            player: v.player,
            program: v.program,
            won: v.won,
            width: v.width,
            height: v.height,
            metrics: v.metrics,
        })),
        Err(e) => refused(e.said()),
    }
}

/// Opens a video: read on a thread of its own, kept for the page, and the page told.
pub fn open<R: Runtime>(app: &AppHandle<R>, path: PathBuf) {
    let app = app.clone();
    std::thread::spawn(move || {
        // Whatever the file makes of the analysis, the page gets an answer.
        let opened = std::panic::catch_unwind(|| read(&path)).unwrap_or_else(|_| Opened::Refused {
            name: name_of(&path),
            message: Said::new("error-video-not-analysed"),
        });
        if let Ok(mut slot) = app.state::<OpenedVideo>().0.lock() {
            *slot = Some(opened);
        }
        let _ = app.emit("video", ());
    });
}

/// Game > Open Video…: the system's file chooser, then the video chosen opened.
pub fn choose<R: Runtime>(app: &AppHandle<R>) {
    use tauri_plugin_dialog::DialogExt;
    let handle = app.clone();
    let texts = app.state::<crate::state::AppState>().language.texts();
    app.dialog()
        .file()
        .set_title(texts.get("video-chooser-title"))
        .add_filter(texts.get("video-chooser-filter"), &["avf", "rmv", "evf", "mvf", "AVF", "RMV", "EVF", "MVF"])
        .pick_file(move |chosen| {
            if let Some(path) = chosen.and_then(|p| p.into_path().ok()) {
                open(&handle, path);
            }
        });
}

/// The first of a launch's arguments (after the program) that names a video file.
pub fn in_args(args: &[String]) -> Option<PathBuf> {
    args.iter().skip(1).map(PathBuf::from).find(|p| VideoFormat::of_path(p).is_some())
}

#[tauri::command]
pub fn video_take(opened: State<'_, OpenedVideo>) -> Option<Opened> {
    opened.0.lock().ok().and_then(|mut slot| slot.take())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_launch_names_its_video_among_other_arguments() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(in_args(&args(&["tessera.evf", "--automation", "/home/p/Game.RMV"])), Some(PathBuf::from("/home/p/Game.RMV")));
        assert_eq!(in_args(&args(&["tessera", "notes.txt"])), None);
        assert_eq!(in_args(&args(&["/usr/bin/x.avf"])), None, "the program itself is not a video");
    }

    #[test]
    fn a_file_that_is_not_a_video_is_refused_by_name() {
        let dir = tempfile::tempdir().expect("dir");
        let text = dir.path().join("notes.txt");
        std::fs::write(&text, "hello").expect("write");
        let Opened::Refused { name, message } = read(&text) else { panic!("refused") };
        assert_eq!((name.as_str(), message.to_string().as_str()), ("notes.txt", "not a Minesweeper video: Tessera opens .avf, .rmv, .evf and .mvf files"));
        let Opened::Refused { message, .. } = read(&dir.path().join("gone.evf")) else { panic!("refused") };
        assert!(message.to_string().starts_with("cannot read it: "), "{message}");
        let mvf = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/videos/exp.mvf");
        let Opened::Video(v) = read(&mvf) else { panic!("the sample reads") };
        assert_eq!((v.width, v.height, v.frames.mines, v.frames.three_bv), (30, 16, 99, 122));
        assert_eq!(v.played.as_deref().map(|p| p.len()), Some(20), "an RFC 3339 moment: {:?}", v.played);
    }
}
