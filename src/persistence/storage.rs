//! Where settings and the game in progress are kept: a directory on the desktop, the page's
//! `localStorage` in a browser. Every write replaces a file as a whole (a temporary sibling
//! renamed into place), so a crash never leaves half a file, and a file that cannot be read is
//! kept aside, never overwritten.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

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

    /// The stored text of `name`, if there is any.
    pub(super) fn read(&self, name: &str) -> Option<String> {
        match self {
            Storage::Directory(dir) => fs::read_to_string(dir.join(name)).ok(),
            #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
            Storage::Browser => browser::read(name),
            Storage::Disabled => None,
        }
    }

    /// Replaces `name` as a whole: a reader sees the old text or the new, never a mix.
    pub(super) fn write(&self, name: &str, text: &str) -> Result<(), String> {
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
            Storage::Directory(dir) => dir.join(candidate).exists(),
            _ => self.read(candidate).is_some(),
        };
        let mut attempt = 1;
        let aside = loop {
            let candidate = if attempt == 1 {
                format!("{name}.corrupt")
            } else {
                format!("{name}.corrupt-{attempt}")
            };
            if !taken(&candidate) {
                break candidate;
            }
            attempt += 1;
        };
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

pub(super) fn plugin(app: &mut App) {
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

    pub fn read(name: &str) -> Option<String> {
        local_storage()?.get_item(&key(name)).ok().flatten()
    }

    pub fn write(name: &str, text: &str) -> Result<(), String> {
        let storage = local_storage().ok_or("localStorage is not available")?;
        // Fails when the quota is exhausted; the old value is then left as it was.
        storage
            .set_item(&key(name), text)
            .map_err(|e| format!("localStorage refused the write: {e:?}"))
    }

    pub(super) fn rename(from: &str, to: &str) -> Result<(), String> {
        let text = read(from).ok_or_else(|| format!("{} vanished", key(from)))?;
        write(to, &text)?;
        let storage = local_storage().ok_or("localStorage is not available")?;
        storage
            .remove_item(&key(from))
            .map_err(|e| format!("cannot remove {}: {e:?}", key(from)))
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

/// Reads a stored file; a file that exists but fails `parse` is kept aside (where it went is
/// the second value).
pub(super) fn read_stored<T>(
    storage: &Storage,
    name: &str,
    parse: impl FnOnce(&str) -> Result<T, String>,
) -> (Option<T>, Option<String>) {
    let Some(text) = storage.read(name) else {
        return (None, None);
    };
    match parse(&text) {
        Ok(value) => (Some(value), None),
        Err(error) => {
            warn!("{}: {error}; keeping it aside", storage.describe(name));
            match storage.keep_aside(name) {
                Ok(aside) => (None, Some(aside)),
                Err(error) => {
                    warn!("cannot keep {} aside: {error}", storage.describe(name));
                    (None, None)
                }
            }
        }
    }
}
