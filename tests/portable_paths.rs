//! Every path the repository tracks can be checked out on Windows, macOS and Linux (a name with
//! a colon or a newline once stopped the Windows release job before it started).
//!
//! The tracked paths come from git's index file itself, read here, so the test needs no git
//! program and runs the same under Wine as on Linux. It reads what `git add` staged, so a stray
//! file fails before it is committed.

use std::path::Path;
use tessera::portable::tree_problems;

/// The paths recorded in a git index (versions 2, 3 and 4 of its format).
fn index_paths(bytes: &[u8]) -> Result<Vec<String>, String> {
    let u32_at = |at: usize| -> Result<u32, String> {
        bytes.get(at..at + 4).map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]])).ok_or_else(|| format!("index cut at byte {at}"))
    };
    if bytes.get(..4) != Some(b"DIRC") {
        return Err("not a git index".into());
    }
    let version = u32_at(4)?;
    if !(2..=4).contains(&version) {
        return Err(format!("index version {version}"));
    }
    let count = u32_at(8)? as usize;
    let mut at = 12;
    let mut paths = Vec::with_capacity(count);
    let mut previous: Vec<u8> = Vec::new();
    for _ in 0..count {
        let start = at;
        // Times, device, inode, mode, owner, size (40 bytes), the object name (20), flags (2).
        let flags = bytes.get(at + 60..at + 62).map(|b| u16::from_be_bytes([b[0], b[1]])).ok_or("index cut in an entry")?;
        at += 62;
        if version >= 3 && flags & 0x4000 != 0 {
            at += 2; // extended flags
        }
        let path = if version == 4 {
            // The number of bytes to drop from the previous path (a varint), then the rest.
            let mut drop = 0usize;
            loop {
                let b = *bytes.get(at).ok_or("index cut in a path")?;
                at += 1;
                drop = (drop << 7) | usize::from(b & 0x7f);
                if b & 0x80 == 0 {
                    break;
                }
                drop += 1;
            }
            let end = at + bytes[at..].iter().position(|&b| b == 0).ok_or("unterminated path")?;
            let mut path = previous[..previous.len().checked_sub(drop).ok_or("bad prefix")?].to_vec();
            path.extend_from_slice(&bytes[at..end]);
            at = end + 1;
            path
        } else {
            let end = at + bytes[at..].iter().position(|&b| b == 0).ok_or("unterminated path")?;
            let path = bytes[at..end].to_vec();
            // Entries are padded with 1 to 8 NULs to a multiple of 8 bytes.
            at = start + (end - start + 8) / 8 * 8;
            path
        };
        paths.push(String::from_utf8(path.clone()).map_err(|_| format!("a path that is not UTF-8: {:?}", String::from_utf8_lossy(&path)))?);
        previous = path;
    }
    Ok(paths)
}

#[test]
fn every_tracked_path_can_be_checked_out_on_every_system() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let index = std::fs::read(root.join(".git").join("index")).expect("the repository's git index (run from a git checkout)");
    let paths = index_paths(&index).expect("read the git index");
    assert!(paths.iter().any(|p| p == "Cargo.toml") && paths.iter().any(|p| p == "src/lib.rs"), "the index lists the tracked files");
    let problems = tree_problems(paths.iter().map(String::as_str));
    let listed: Vec<String> = problems.iter().map(|(path, why)| format!("{path:?}: {why}")).collect();
    assert!(listed.is_empty(), "tracked paths that Windows or macOS cannot hold:\n{}", listed.join("\n"));
}

#[test]
fn the_index_reader_finds_each_entry_in_every_version() {
    // Two entries, "a.rs" and "src/b.rs", as git writes them in each version.
    fn entry(path: &[u8], flags_extended: bool) -> Vec<u8> {
        let mut e = vec![0u8; 60];
        let flags: u16 = path.len() as u16 | if flags_extended { 0x4000 } else { 0 };
        e.extend_from_slice(&flags.to_be_bytes());
        if flags_extended {
            e.extend_from_slice(&[0, 0]);
        }
        e
    }
    let header = |v: u32| [b"DIRC".as_slice(), &v.to_be_bytes(), &2u32.to_be_bytes()].concat();
    for (version, extended) in [(2, false), (3, true)] {
        let mut bytes = header(version);
        for path in [&b"a.rs"[..], b"src/b.rs"] {
            let mut e = entry(path, extended);
            e.extend_from_slice(path);
            let padded = (e.len() + 8) / 8 * 8;
            e.resize(padded, 0);
            bytes.extend(e);
        }
        assert_eq!(index_paths(&bytes).unwrap(), ["a.rs", "src/b.rs"], "version {version}");
    }
    // Version 4: "a.rs" (drop 0), then "src/b.rs" (drop all 4 of "a.rs").
    let mut bytes = header(4);
    for (drop, rest) in [(0u8, &b"a.rs"[..]), (4, b"src/b.rs")] {
        bytes.extend(entry(rest, false));
        bytes.push(drop);
        bytes.extend_from_slice(rest);
        bytes.push(0);
    }
    assert_eq!(index_paths(&bytes).unwrap(), ["a.rs", "src/b.rs"]);
    assert!(index_paths(b"PACK").is_err());
    assert!(index_paths(&header(2)).is_err(), "two entries promised, none there");
}
