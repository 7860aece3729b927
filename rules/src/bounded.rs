//! Reading input nobody vouches for: files with a size limit (a huge file picked by mistake is
//! refused before it is read, not loaded whole), and short quotes of bad text for error messages
//! (a bad line of a huge file must not be copied whole into the message).

use std::io::{self, Read};
use std::path::Path;

/// The most a command-line program of this workspace reads of an input file: far more than
/// any game record, opening list, puzzle file or weights file needs.
pub const MAX_INPUT_FILE_BYTES: u64 = 4 << 20;

/// The most characters of a bad piece of text an error message quotes.
pub const QUOTE_CHARS: usize = 80;

/// The bytes of `path`, refused with [`io::ErrorKind::FileTooLarge`] when there are more than
/// `max_bytes`. The size on disk is checked first; the read itself also stops after
/// `max_bytes + 1` bytes, for files whose size the file system does not know (pipes, `/dev`).
pub fn read_limited_bytes(path: &Path, max_bytes: u64) -> io::Result<Vec<u8>> {
    let file = std::fs::File::open(path)?;
    let too_large = |size: String| {
        io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!(
                "{size} is more than the {} limit",
                describe_bytes(max_bytes)
            ),
        )
    };
    let size = file.metadata()?.len();
    if size > max_bytes {
        return Err(too_large(describe_bytes(size)));
    }
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max_bytes {
        return Err(too_large("the file".to_owned()));
    }
    Ok(bytes)
}

/// The text of `path` (UTF-8, at most `max_bytes`); the error names the file.
pub fn read_limited(path: &Path, max_bytes: u64) -> Result<String, String> {
    let shown = path.display();
    let bytes = read_limited_bytes(path, max_bytes).map_err(|e| format!("{shown}: {e}"))?;
    String::from_utf8(bytes).map_err(|_| format!("{shown}: not UTF-8 text"))
}

/// A size in bytes as people read it (`4 MiB`, `123 bytes`).
fn describe_bytes(bytes: u64) -> String {
    const MIB: u64 = 1 << 20;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= MIB {
        format!("{:.1} MiB", bytes as f64 / MIB as f64)
    } else {
        format!("{bytes} bytes")
    }
}

/// At most [`QUOTE_CHARS`] characters of a text as it is, then `…` and its length: for a reply
/// that quotes what it answers (the brain's `ERROR` lines), which a huge line must not make huge.
pub struct Excerpt<'a>(pub &'a str);

impl std::fmt::Display for Excerpt<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0.char_indices().nth(QUOTE_CHARS) {
            None => f.write_str(self.0),
            Some((end, _)) => write!(f, "{}… ({} bytes)", &self.0[..end], self.0.len()),
        }
    }
}

/// `text` quoted as `{:?}` does, cut to its first [`QUOTE_CHARS`] characters with `…` and the
/// full length when longer.
pub fn quote_prefix(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        None => format!("{text:?}"),
        Some((cut, _)) => format!("{:?}… ({} characters)", &text[..cut], text.chars().count()),
    }
}

/// `message` as is when it has at most `max_chars` characters, else its start and its end (where
/// parsers put the line and column) with ` … ` between: for messages of other libraries that
/// quote bad input whole.
pub fn abridge(message: &str, max_chars: usize) -> String {
    let count = message.chars().count();
    if count <= max_chars {
        return message.to_owned();
    }
    let head: String = message.chars().take(max_chars * 2 / 3).collect();
    let tail: String = message.chars().skip(count - max_chars / 3).collect();
    format!("{head} … {tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_file(name: &str, contents: &[u8]) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("gomoku-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, contents).unwrap();
        path
    }

    #[test]
    fn a_file_within_the_limit_is_read_and_a_larger_one_refused_unread() {
        let path = temp_file("small.txt", b"h8i9");
        assert_eq!(read_limited(&path, 4).unwrap(), "h8i9");
        let error = read_limited(&path, 3).unwrap_err();
        assert!(
            error.contains("4 bytes is more than the 3 bytes limit"),
            "{error}"
        );
        let error = read_limited_bytes(&path, 3).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::FileTooLarge);
        let binary = temp_file("binary.bin", &[0xff, 0xfe, 0x00]);
        assert!(read_limited(&binary, 10).unwrap_err().contains("not UTF-8"));
        let missing = read_limited(Path::new("/nonexistent/gomoku"), 10).unwrap_err();
        assert!(missing.starts_with("/nonexistent/gomoku: "), "{missing}");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_file_of_unknown_size_is_cut_off_at_the_limit() {
        // /dev/zero says it is empty and never ends.
        let error = read_limited_bytes(Path::new("/dev/zero"), 1000).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::FileTooLarge);
    }

    #[test]
    fn quotes_are_short() {
        assert_eq!(quote_prefix("h8"), "\"h8\"");
        let long = "é".repeat(1000);
        let quoted = quote_prefix(&long);
        assert!(quoted.len() < 200, "{quoted}");
        assert!(quoted.ends_with("… (1000 characters)"), "{quoted}");
        assert_eq!(abridge("short", 10), "short");
        let message = format!("unknown variant `{}` at line 1 column 9", "x".repeat(5000));
        let abridged = abridge(&message, 120);
        assert!(abridged.chars().count() < 130, "{abridged}");
        assert!(abridged.starts_with("unknown variant `xxx"), "{abridged}");
        assert!(abridged.ends_with("at line 1 column 9"), "{abridged}");
    }
}
