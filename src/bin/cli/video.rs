//! `tessera-cli mines video FILE [--evf OUT]`: a video of any format the community records,
//! read and measured (`tessera::minesweeper::video`), its figures printed one `name: value` a
//! line.

use super::{Flags, UsageError};
use std::io::Write;
use std::path::Path;
use tessera::minesweeper::video::{read_video, report, VideoFormat, MAX_VIDEO_BYTES};
use tessera::records::files::read_bounded;

pub fn video(args: &[String]) -> Result<(), UsageError> {
    let Some((file, rest)) = args.split_first().filter(|(f, _)| !f.starts_with("--")) else {
        return Err(UsageError("mines video takes a FILE: an .avf, .rmv, .evf or .mvf video".into()));
    };
    let flags = Flags::parse(rest, &["evf"])?;
    let format = VideoFormat::of_path(Path::new(file))
        .ok_or_else(|| UsageError(format!("{file}: not a video Tessera knows (.avf, .rmv, .evf or .mvf)")))?;
    let bytes = read_bounded(std::path::Path::new(file), MAX_VIDEO_BYTES as u64).map_err(|e| UsageError(format!("cannot read {file}: {e}")))?;
    let video = read_video(&bytes, format).map_err(|e| UsageError(format!("{file}: {e}")))?;
    if let Some(out) = flags.get::<String>("evf")? {
        let evf = tessera::minesweeper::evf::encode_video(&video).map_err(|e| UsageError(format!("--evf: {e}")))?;
        std::fs::write(&out, evf).map_err(|e| UsageError(format!("--evf: {out}: {e}")))?;
    }
    // A closed pipe (`| head`) is not an error.
    let _ = std::io::stdout().write_all(report(&video).as_bytes());
    Ok(())
}
