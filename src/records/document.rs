//! The records document: what an export writes and an import reads, and the records part of
//! the store's snapshot. A schema number first, then the records; every older schema is read
//! and migrated, a newer one read as far as this version understands it.

use super::Records;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

/// The schema of the records this version writes. 2: games carry their proof (seed, board or
/// scramble, timed action log); a game of schema 1 keeps its place and has no replay.
pub const SCHEMA: u64 = 2;

/// The largest records document an import or `records verify` reads: far past any real
/// history.
pub const MAX_DOCUMENT_BYTES: u64 = 64 << 20;

/// The schema of the store's snapshot (`store.rs`): records of `SCHEMA` continued by a log of
/// changes. An older Tessera opens it read-only, so it never writes over games of the log it
/// does not know.
pub const STORE_SCHEMA: u64 = 3;

/// Records that could not be serialized.
#[derive(Debug, Error)]
#[error("records could not be written out: {0}")]
pub struct EncodeError(pub String);

/// All records as the file holds them (also the JSON export). Never a stand-in: should they
/// fail to serialize, nothing is written.
pub fn encode(records: &Records) -> Result<String, EncodeError> {
    #[derive(Serialize)]
    struct Borrowed<'a> {
        schema: u64,
        records: &'a Records,
    }
    // Compact: a long history is tens of megabytes, and the indentation would be a third of it.
    serde_json::to_string(&Borrowed { schema: SCHEMA, records }).map_err(|e| EncodeError(e.to_string()))
}

/// The keys a records object has (before schema numbers, the file was that object alone).
const RECORDS_KEYS: [&str; 2] = ["mines", "fifteen"];

pub enum Decoded {
    Current(Records),
    Migrated(Records, u64),
    Newer(Records, u64),
}

/// Reads a records document (a file, or an import).
pub fn decode(bytes: &[u8]) -> Result<Decoded, String> {
    // The common case, a file of this version, in one pass straight into the records; any
    // other document takes the careful path below.
    #[derive(Deserialize)]
    struct Current {
        schema: u64,
        records: Records,
    }
    if let Ok(Current { schema: SCHEMA | STORE_SCHEMA, records }) = serde_json::from_slice::<Current>(bytes) {
        return Ok(Decoded::Current(records));
    }
    let value: Value = serde_json::from_slice(bytes).map_err(|e| {
        if bytes.iter().all(u8::is_ascii_whitespace) { "the file is empty".to_string() } else { format!("not valid JSON: {e}") }
    })?;
    let Value::Object(map) = &value else { return Err("not a records document".into()) };
    match map.get("schema") {
        // Before schema numbers (development builds): the records object itself, which has
        // records and nothing else. Any other object is not records, and reading it as empty
        // ones would have the next save overwrite it.
        None => {
            if map.is_empty() {
                return Err("not a records document (an empty object)".into());
            }
            if map.keys().any(|k| !RECORDS_KEYS.contains(&k.as_str())) {
                return Err("not a records document (no schema, and keys other than mines and fifteen)".into());
            }
            let records = serde_json::from_value(value.clone()).map_err(|e| format!("not a records document: {e}"))?;
            Ok(Decoded::Migrated(records, 0))
        }
        Some(Value::Number(n)) => {
            let schema = n.as_u64().ok_or("the schema is not a whole number")?;
            let records = map.get("records").cloned().ok_or("no records in the document")?;
            if schema > STORE_SCHEMA {
                // Keep what this version understands; the file itself stays untouched.
                let records = serde_json::from_value(records).unwrap_or_default();
                return Ok(Decoded::Newer(records, schema));
            }
            let records = serde_json::from_value(records).map_err(|e| format!("records in an unknown shape: {e}"))?;
            // A records store's snapshot (schema 3, a records file copied from the data
            // directory) holds records of this schema: only the games of its log are not there.
            Ok(if schema >= SCHEMA { Decoded::Current(records) } else { Decoded::Migrated(records, schema) })
        }
        Some(_) => Err("the schema is not a number".into()),
    }
}

