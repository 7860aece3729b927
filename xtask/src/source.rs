//! Rust source read as text, for the workspace's checks: comments, strings and test modules
//! blanked with byte offsets and line breaks kept ([`strip`]), `mod` declarations found and the
//! files they name.

use std::path::{Path, PathBuf};

/// Blanks comments, string and char literals and `#[cfg(test)]` inline modules, keeping byte
/// offsets and line breaks.
pub fn strip(source: &str) -> String {
    let bytes = source.as_bytes();
    let mut out = bytes.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for b in &mut out[from..to.min(bytes.len())] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        let rest = &bytes[i..];
        if rest.starts_with(b"//") {
            let end = source[i..].find('\n').map_or(bytes.len(), |n| i + n);
            blank(&mut out, i, end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let mut depth = 0;
            let mut j = i;
            while j < bytes.len() {
                if bytes[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if bytes[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if rest.starts_with(b"r#") || rest.starts_with(b"r\"") {
            let hashes = rest[1..].iter().take_while(|&&b| b == b'#').count();
            if rest.get(1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            let start = i + 2 + hashes;
            let end = bytes[start..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(bytes.len(), |n| start + n + close.len());
            blank(&mut out, i, end);
            i = end;
        } else if bytes[i] == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, i, j + 1);
            i = j + 1;
        } else if bytes[i] == b'\'' {
            // A char literal ('x', '\n', '\'', '\u{..}') or a lifetime ('a). An escape's
            // closing quote comes after the escaped character, which may be a quote itself.
            if rest.get(1) == Some(&b'\\') {
                let end = source
                    .get(i + 3..)
                    .and_then(|tail| tail.find('\''))
                    .map_or(bytes.len(), |n| i + 4 + n);
                blank(&mut out, i, end);
                i = end;
            } else if let Some(c) = source[i + 1..].chars().next() {
                let after = i + 1 + c.len_utf8();
                if bytes.get(after) == Some(&b'\'') {
                    blank(&mut out, i, after + 1);
                    i = after + 1;
                } else {
                    i += 1;
                }
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    let mut code = String::from_utf8_lossy(&out).into_owned();
    // `#[cfg(test)] mod name { ... }`: tests may import anything.
    let mut search_from = 0;
    while let Some(found) = code[search_from..].find("#[cfg(test)]") {
        let at = search_from + found;
        let after = at + "#[cfg(test)]".len();
        let tail = code[after..].trim_start();
        let tail_at = code.len() - tail.len();
        let is_inline_mod = tail.starts_with("mod ")
            && tail
                .find(['{', ';'])
                .is_some_and(|n| tail.as_bytes()[n] == b'{');
        if is_inline_mod {
            let open = tail_at + tail.find('{').unwrap_or(0);
            let mut depth = 0;
            let mut end = code.len();
            for (offset, b) in code[open..].bytes().enumerate() {
                match b {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = open + offset + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let blanked: String = code[at..end]
                .chars()
                .map(|c| if c == '\n' { '\n' } else { ' ' })
                .collect();
            code.replace_range(at..end, &blanked);
            search_from = at + blanked.len();
        } else {
            search_from = after;
        }
    }
    code
}

/// A byte of an identifier.
pub fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// A `mod name;` declaration (not an inline module).
pub struct ChildModule {
    pub name: String,
    /// Its `#[path = "..."]`, if it has one.
    pub path: Option<String>,
    /// Declared under `#[cfg(test)]`.
    pub test_only: bool,
}

/// The `mod name;` declarations of a file, in order.
pub fn child_modules(code: &str, raw: &str) -> Vec<ChildModule> {
    let mut children = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find("mod ") {
        let at = from + found;
        from = at + 4;
        if at > 0 && is_ident_byte(code.as_bytes()[at - 1]) {
            continue;
        }
        let rest = &code[at + 4..];
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|&c| c.is_alphanumeric() || c == '_')
            .collect();
        let after = rest.trim_start()[name.len()..].trim_start();
        if name.is_empty() || !after.starts_with(';') {
            continue;
        }
        // The attribute text lives in `raw` (strings were blanked in `code`).
        let line_start = raw[..at].rfind([';', '}', '{']).map_or(0, |n| n + 1);
        let attrs = &raw[line_start..at];
        let path = attrs.find("#[path").and_then(|p| {
            let quoted = &attrs[p..];
            let open = quoted.find('"')? + 1;
            let close = quoted[open..].find('"')? + open;
            Some(quoted[open..close].to_owned())
        });
        let test_only = attrs.contains("#[cfg(test)]");
        children.push(ChildModule {
            name,
            path,
            test_only,
        });
    }
    children
}

/// The file that `child`, declared in `parent`, lives in: `#[path]` if given, else `name.rs` or
/// `name/mod.rs` in the parent's folder when the parent owns it (a crate root or a `mod.rs`),
/// in the parent's own folder (`parent/name.rs`) otherwise.
pub fn module_file(parent: &Path, owns_folder: bool, child: &ChildModule) -> PathBuf {
    let dir = parent.parent().unwrap_or(Path::new("."));
    if let Some(path) = &child.path {
        return dir.join(path);
    }
    let child_dir = if owns_folder {
        dir.to_path_buf()
    } else {
        dir.join(parent.file_stem().unwrap_or_default())
    };
    let flat = child_dir.join(format!("{}.rs", child.name));
    if flat.exists() {
        flat
    } else {
        child_dir.join(&child.name).join("mod.rs")
    }
}
