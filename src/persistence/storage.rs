//! Where settings and the game in progress are kept: a directory on the desktop, the page's
//! `localStorage` in a browser. Every write replaces a file as a whole (a temporary sibling
//! renamed into place), so a crash never leaves half a file, and a file that cannot be read is
//! kept aside, never overwritten: where it cannot be moved aside either, it is left in place and
//! not written for the rest of the session ([`HeldFiles`]).

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use bevy::prelude::*;

/// Far more than the settings or any game record with its review and variations (a long game
/// with dozens of variations is a few hundred kilobytes): a larger file, such as a video picked
/// by mistake, is refused without being read.
pub const MAX_FILE_BYTES: u64 = 8 << 20;

/// How many `.corrupt` names a file may be kept aside under (`NAME.corrupt` to
/// `NAME.corrupt-100`); past them it is left in place, so the search for a free name ends.
const MAX_KEPT_ASIDE: u32 = 100;

/// What is stored under a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Stored {
    Missing,
    /// The text as it is, a UTF-8 byte order mark included (each format decides about it).
    Text(String),
    /// Something is there that cannot be read as text, and why: an I/O error, not UTF-8, too
    /// large, a directory in its place.
    Unreadable(String),
}

/// Where settings and the game in progress live.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub enum Storage {
    Directory(PathBuf),
    /// The page's `localStorage` (browser build), one key per file, prefixed `gomoku/`.
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    Browser,
    /// Nothing is read or written (no usable configuration directory).
    Disabled,
}

impl Storage {
    /// The platform's configuration directory: `$XDG_CONFIG_HOME/gomoku` or `~/.config/gomoku`
    /// on Linux, `~/Library/Application Support/gomoku` on macOS, `%APPDATA%\gomoku` on
    /// Windows. `GOMOKU_CONFIG_DIR` overrides it. In a browser, `localStorage`.
    pub fn platform_default() -> Storage {
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        if browser::local_storage().is_some() {
            return Storage::Browser;
        }
        let var = |name: &str| {
            std::env::var_os(name)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let dir = var("GOMOKU_CONFIG_DIR").or_else(|| {
            if cfg!(target_os = "windows") {
                var("APPDATA").map(|d| d.join("gomoku"))
            } else if cfg!(target_os = "macos") {
                var("HOME").map(|h| h.join("Library/Application Support/gomoku"))
            } else {
                var("XDG_CONFIG_HOME")
                    .or_else(|| var("HOME").map(|h| h.join(".config")))
                    .map(|d| d.join("gomoku"))
            }
        });
        dir.map_or(Storage::Disabled, Storage::Directory)
    }

    /// Where `name` is kept, for messages.
    pub(super) fn describe(&self, name: &str) -> String {
        match self {
            Storage::Directory(dir) => dir.join(name).display().to_string(),
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            Storage::Browser => format!("localStorage[{}]", browser::key(name)),
            Storage::Disabled => name.to_owned(),
        }
    }

    /// What is stored under `name`.
    pub(super) fn read(&self, name: &str) -> Stored {
        match self {
            Storage::Directory(dir) => read_text_file(&dir.join(name)),
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            Storage::Browser => read_browser(name),
            Storage::Disabled => Stored::Missing,
        }
    }

    /// Replaces `name` as a whole: a reader sees the old text or the new, never a mix. Private:
    /// every write goes through [`write_stored`], which leaves held files alone.
    fn write(&self, name: &str, text: &str) -> Result<(), String> {
        match self {
            Storage::Directory(dir) => {
                write_atomically(&dir.join(name), text).map_err(|e| e.to_string())
            }
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            Storage::Browser => browser::write(name, text),
            Storage::Disabled => Ok(()),
        }
    }

    /// Moves an unreadable `name` out of the way (to `NAME.corrupt`, `NAME.corrupt-2`, …) so a
    /// new save cannot overwrite it; returns where it went.
    pub(super) fn keep_aside(&self, name: &str) -> Result<String, String> {
        let taken = |candidate: &str| match self {
            // Anything there, a link to nothing included, is not renamed over; nor is a name
            // whose absence cannot be confirmed.
            Storage::Directory(dir) => !matches!(
                fs::symlink_metadata(dir.join(candidate)),
                Err(e) if e.kind() == io::ErrorKind::NotFound
            ),
            _ => self.read(candidate) != Stored::Missing,
        };
        let aside = (1..=MAX_KEPT_ASIDE)
            .map(|attempt| aside_name(name, attempt))
            .find(|candidate| !taken(candidate))
            .ok_or_else(|| {
                format!(
                    "{} to {} are all taken",
                    aside_name(name, 1),
                    aside_name(name, MAX_KEPT_ASIDE)
                )
            })?;
        match self {
            Storage::Directory(dir) => {
                fs::rename(dir.join(name), dir.join(&aside)).map_err(|e| e.to_string())?
            }
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            Storage::Browser => browser::rename(name, &aside)?,
            Storage::Disabled => {}
        }
        Ok(self.describe(&aside))
    }
}

fn aside_name(name: &str, attempt: u32) -> String {
    if attempt == 1 {
        format!("{name}.corrupt")
    } else {
        format!("{name}.corrupt-{attempt}")
    }
}

/// Stored files found unusable at start-up that could not be kept aside either: they stay
/// exactly as they are, so nothing writes them for the rest of the session.
#[derive(Resource, Default, Debug)]
pub(super) struct HeldFiles(BTreeMap<String, HeldFile>);

#[derive(Debug)]
struct HeldFile {
    /// Why it is held, for the player.
    why: String,
    /// Whether a refused save has been logged yet (once is enough; saves come every move).
    refusal_logged: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeldFiles>();
    if !app.world().contains_resource::<Storage>() {
        app.insert_resource(Storage::platform_default());
    }
}

/// `localStorage`, where each write replaces a key's whole value at once.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(super) mod browser {
    pub(super) fn local_storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    pub(super) fn key(name: &str) -> String {
        format!("gomoku/{name}")
    }

    /// The value under `name` (`None`: no such key), or why it cannot be read.
    pub fn read(name: &str) -> Result<Option<String>, String> {
        let Some(storage) = local_storage() else {
            return Ok(None);
        };
        storage
            .get_item(&key(name))
            .map_err(|e| format!("localStorage refused the read: {e:?}"))
    }

    pub fn write(name: &str, text: &str) -> Result<(), String> {
        let storage = local_storage().ok_or("localStorage is not available")?;
        // Fails when the quota is exhausted; the old value is then left as it was.
        storage
            .set_item(&key(name), text)
            .map_err(|e| format!("localStorage refused the write: {e:?}"))
    }

    pub(super) fn rename(from: &str, to: &str) -> Result<(), String> {
        let storage = local_storage().ok_or("localStorage is not available")?;
        // The raw value: one too large to read as a save still moves.
        let text = storage
            .get_item(&key(from))
            .ok()
            .flatten()
            .ok_or_else(|| format!("{} vanished", key(from)))?;
        write(to, &text)?;
        storage
            .remove_item(&key(from))
            .map_err(|e| format!("cannot remove {}: {e:?}", key(from)))
    }
}

/// What `localStorage` holds under `name`, with the files' size limit.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(super) fn read_browser(name: &str) -> Stored {
    match browser::read(name) {
        Ok(None) => Stored::Missing,
        Ok(Some(text)) => match within_limit(text.len() as u64) {
            Ok(()) => Stored::Text(text),
            Err(why) => Stored::Unreadable(why),
        },
        Err(why) => Stored::Unreadable(why),
    }
}

/// The text of the file at `path`. Anything but a regular file is unreadable (a directory in
/// its place; a FIFO, whose read could wait forever), and one over [`MAX_FILE_BYTES`] is
/// refused before it is read.
pub(super) fn read_text_file(path: &Path) -> Stored {
    let entry = match fs::symlink_metadata(path) {
        Ok(entry) => entry,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Stored::Missing,
        Err(e) => return Stored::Unreadable(e.to_string()),
    };
    let target = match fs::metadata(path) {
        Ok(target) => target,
        Err(e) if entry.is_symlink() => {
            return Stored::Unreadable(format!("it is a link that cannot be followed: {e}"));
        }
        Err(e) => return Stored::Unreadable(e.to_string()),
    };
    if target.is_dir() {
        return Stored::Unreadable("it is a directory".to_owned());
    }
    if !target.is_file() {
        return Stored::Unreadable("it is not a regular file".to_owned());
    }
    if let Err(why) = within_limit(target.len()) {
        return Stored::Unreadable(why);
    }
    let mut bytes = Vec::new();
    // At most one byte past the limit, in case the file grew since its size was read.
    let read =
        fs::File::open(path).and_then(|file| file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes));
    if let Err(e) = read {
        return Stored::Unreadable(e.to_string());
    }
    if let Err(why) = within_limit(bytes.len() as u64) {
        return Stored::Unreadable(why);
    }
    match String::from_utf8(bytes) {
        Ok(text) => Stored::Text(text),
        Err(e) => Stored::Unreadable(format!(
            "it is not UTF-8 text (byte {} is not)",
            e.utf8_error().valid_up_to() + 1
        )),
    }
}

/// The one size check of every read.
fn within_limit(bytes: u64) -> Result<(), String> {
    if bytes > MAX_FILE_BYTES {
        Err(format!(
            "it is too large ({bytes} bytes; at most {MAX_FILE_BYTES} are read)"
        ))
    } else {
        Ok(())
    }
}

/// Writes `contents` to `path` through a temporary sibling and a rename.
pub fn write_atomically(path: &Path, contents: &str) -> io::Result<()> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent)?;
    }
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = PathBuf::from(temporary);
    fs::write(&temporary, contents)?;
    fs::rename(&temporary, path).inspect_err(|_| {
        let _ = fs::remove_file(&temporary);
    })
}

/// What became of a stored file that is there but could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Unusable {
    /// Moved out of the way, to this place.
    KeptAside(String),
    /// Left where it is (`path`), and not written this session: why.
    Held { path: String, why: String },
}

/// Reads a stored file. One that is there but cannot be read or fails `parse` is kept aside
/// before anything can write its name; where that fails, it is held (see [`HeldFiles`]).
pub(super) fn read_stored<T>(
    storage: &Storage,
    held: &mut HeldFiles,
    name: &str,
    parse: impl FnOnce(&str) -> Result<T, String>,
) -> (Option<T>, Option<Unusable>) {
    let problem = match storage.read(name) {
        Stored::Missing => return (None, None),
        Stored::Text(text) => match parse(&text) {
            Ok(value) => return (Some(value), None),
            Err(error) => error,
        },
        Stored::Unreadable(why) => why,
    };
    let path = storage.describe(name);
    warn!("{path}: {problem}; keeping it aside");
    match storage.keep_aside(name) {
        Ok(aside) => (None, Some(Unusable::KeptAside(aside))),
        Err(error) => {
            let why = format!("{problem}; it cannot be moved aside: {error}");
            warn!("{path}: {why}; it is left as it is and not saved this session");
            let file = HeldFile {
                why: why.clone(),
                refusal_logged: false,
            };
            held.0.insert(name.to_owned(), file);
            (None, Some(Unusable::Held { path, why }))
        }
    }
}

/// Why a stored file was not written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum NotWritten {
    /// It is held: the message for the player, and whether this is the session's first
    /// refusal of it.
    Held {
        message: String,
        first: bool,
    },
    Failed(String),
}

/// Writes a stored file, unless it is held.
pub(super) fn write_stored(
    storage: &Storage,
    held: &mut HeldFiles,
    name: &str,
    text: &str,
) -> Result<(), NotWritten> {
    if let Some(file) = held.0.get_mut(name) {
        let first = !std::mem::replace(&mut file.refusal_logged, true);
        let message = format!("{} is left as it is: {}", storage.describe(name), file.why);
        return Err(NotWritten::Held { message, first });
    }
    storage.write(name, text).map_err(NotWritten::Failed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "gomoku-storage-{}-{name}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn unreadable(stored: Stored) -> String {
        match stored {
            Stored::Unreadable(why) => why,
            other => panic!("expected unreadable, got {other:?}"),
        }
    }

    #[test]
    fn reads_tell_missing_text_and_unreadable_apart() {
        let dir = fresh_dir("read");
        assert_eq!(read_text_file(&dir.join("none.json")), Stored::Missing);
        // The byte order mark reaches the format, as `fs::read_to_string` gave it before.
        fs::write(dir.join("bom.json"), "\u{feff}{}").unwrap();
        assert_eq!(
            read_text_file(&dir.join("bom.json")),
            Stored::Text("\u{feff}{}".to_owned())
        );
        fs::write(dir.join("binary.json"), [b'{', 0xff, 0xfe, 0x00]).unwrap();
        let why = unreadable(read_text_file(&dir.join("binary.json")));
        assert!(why.contains("not UTF-8") && why.contains("byte 2"), "{why}");
        fs::create_dir(dir.join("folder.json")).unwrap();
        let why = unreadable(read_text_file(&dir.join("folder.json")));
        assert!(why.contains("directory"), "{why}");
        let limit = usize::try_from(MAX_FILE_BYTES).unwrap();
        fs::write(dir.join("at-limit.json"), vec![b' '; limit]).unwrap();
        assert!(matches!(
            read_text_file(&dir.join("at-limit.json")),
            Stored::Text(_)
        ));
        fs::write(dir.join("huge.json"), vec![b' '; limit + 1]).unwrap();
        let why = unreadable(read_text_file(&dir.join("huge.json")));
        assert!(why.contains("too large"), "{why}");
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.join("gone"), dir.join("link.json")).unwrap();
            let why = unreadable(read_text_file(&dir.join("link.json")));
            assert!(why.contains("link"), "{why}");
        }
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn keeping_aside_takes_a_free_name_and_stops_after_the_last() {
        let dir = fresh_dir("aside");
        let storage = Storage::Directory(dir.clone());
        fs::write(dir.join("a.json"), "junk").unwrap();
        fs::write(dir.join("a.json.corrupt"), "older junk").unwrap();
        let aside = storage.keep_aside("a.json").unwrap();
        assert!(aside.ends_with("a.json.corrupt-2"), "{aside}");
        assert_eq!(fs::read(dir.join("a.json.corrupt-2")).unwrap(), b"junk");
        assert_eq!(fs::read(dir.join("a.json.corrupt")).unwrap(), b"older junk");
        // A link to nothing is something there too: it is not renamed over.
        #[cfg(unix)]
        {
            fs::write(dir.join("b.json"), "junk").unwrap();
            std::os::unix::fs::symlink(dir.join("gone"), dir.join("b.json.corrupt")).unwrap();
            let aside = storage.keep_aside("b.json").unwrap();
            assert!(aside.ends_with("b.json.corrupt-2"), "{aside}");
            assert!(
                fs::symlink_metadata(dir.join("b.json.corrupt"))
                    .unwrap()
                    .is_symlink()
            );
        }
        fs::write(dir.join("c.json"), "junk").unwrap();
        for attempt in 1..=MAX_KEPT_ASIDE {
            fs::write(dir.join(aside_name("c.json", attempt)), "").unwrap();
        }
        let error = storage.keep_aside("c.json").unwrap_err();
        assert!(error.contains("all taken"), "{error}");
        assert_eq!(fs::read(dir.join("c.json")).unwrap(), b"junk");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_that_cannot_be_kept_aside_is_held_and_never_written() {
        let dir = fresh_dir("held");
        let storage = Storage::Directory(dir.clone());
        let mut held = HeldFiles::default();
        fs::write(dir.join("s.json"), [0xff, 0xfe, 0x00]).unwrap();
        for attempt in 1..=MAX_KEPT_ASIDE {
            fs::write(dir.join(aside_name("s.json", attempt)), "").unwrap();
        }
        let (value, unusable) = read_stored(&storage, &mut held, "s.json", |_| Ok(()));
        assert_eq!(value, None);
        let Some(Unusable::Held { path, why }) = unusable else {
            panic!("expected a held file, got {unusable:?}");
        };
        assert!(path.ends_with("s.json"), "{path}");
        assert!(
            why.contains("not UTF-8") && why.contains("all taken"),
            "{why}"
        );
        for first in [true, false] {
            let refused = write_stored(&storage, &mut held, "s.json", "{}");
            assert!(
                matches!(&refused, Err(NotWritten::Held { message, first: f })
                    if *f == first && message.contains("s.json")),
                "{refused:?}"
            );
        }
        assert_eq!(fs::read(dir.join("s.json")).unwrap(), [0xff, 0xfe, 0x00]);
        assert!(!dir.join("s.json.tmp").exists());
        // Other names are written as usual.
        write_stored(&storage, &mut held, "other.json", "{}").unwrap();
        assert_eq!(fs::read_to_string(dir.join("other.json")).unwrap(), "{}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
