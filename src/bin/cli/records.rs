//! `tessera-cli records verify FILE`: an export checked before it is shared, every game
//! replayed (`tessera::records::verify`).

use super::UsageError;
use tessera::records::document::MAX_DOCUMENT_BYTES;
use tessera::records::files::read_bounded;
use std::io::Write;

pub fn verify(args: &[String]) -> Result<(), UsageError> {
    let [file] = args else { return Err(UsageError("records verify takes one FILE, a records export".into())) };
    let bytes = read_bounded(std::path::Path::new(file), MAX_DOCUMENT_BYTES).map_err(|e| UsageError(format!("cannot read {file}: {e}")))?;
    let report = tessera::records::verify::report(&bytes).map_err(|e| UsageError(format!("cannot check {file}: {e}")))?;
    // A closed pipe (`| head`) is not an error.
    let _ = std::io::stdout().write_all(report.as_bytes());
    Ok(())
}
