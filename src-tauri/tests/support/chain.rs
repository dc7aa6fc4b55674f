//! The driver chain (tauri-driver, the system's WebDriver, the app) at a launch: whether the
//! system's WebDriver is ready for a session, and what the chain printed when a launch fails.

use serde_json::{json, Value};
use std::net::TcpStream;
use std::time::Duration;

/// Whether the system's WebDriver (`name`) on `port` answers that it is ready for a session.
pub fn ready(port: u16, name: &str) -> Result<(), String> {
    use std::io::{Read, Write};
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| format!("{name} did not listen on port {port}: {e}"))?;
    stream.set_read_timeout(Some(Duration::from_secs(5))).map_err(|e| e.to_string())?;
    write!(stream, "GET /status HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n").map_err(|e| e.to_string())?;
    let mut answer = Vec::new();
    let _ = stream.take(64 * 1024).read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer);
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, body)| body);
    let ready = serde_json::from_str::<Value>(body).is_ok_and(|v| v["value"]["ready"] == json!(true));
    if answer.starts_with("HTTP/1.1 200") && ready { Ok(()) } else { Err(format!("{name} was not ready: {answer:?}")) }
}

/// The last few thousand characters the driver chain printed into `log`, and where it is.
pub fn told(log: &std::path::Path) -> String {
    use std::io::{Read, Seek, SeekFrom};
    let mut text = String::new();
    if let Ok(mut file) = std::fs::File::open(log) {
        let end = file.seek(SeekFrom::End(0)).unwrap_or(0);
        let _ = file.seek(SeekFrom::Start(end.saturating_sub(4000)));
        let mut bytes = Vec::new();
        let _ = file.take(4000).read_to_end(&mut bytes);
        text = String::from_utf8_lossy(&bytes).into_owned();
    }
    format!("{text:?} (all of it in {})", log.display())
}
