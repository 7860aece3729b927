//! How long functions are: every `fn` item with a body (free functions, methods, trait impls'
//! and default methods, functions inside functions) in the non-test code of some folders, and
//! the lines it spans from its `fn` line to its closing brace, inclusive.
//!
//! Test code is left out: `#[cfg(test)]` or `#[test]` items (inline `mod tests` blocks among
//! them), files declared as `#[cfg(test)]` modules and everything in their folders, and files
//! under a `tests` folder. The text is read with comments, strings, char literals and raw
//! strings blanked ([`crate::source::strip`]), so their braces match nothing; lifetimes stay.

use std::collections::BTreeSet;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use crate::source::{child_modules, is_ident_byte, module_file, strip};

/// One function: its name, the line of its `fn` (from 1) and how many lines it spans.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FnSpan {
    pub name: String,
    pub line: usize,
    pub lines: usize,
}

/// A function longer than the limit, in a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LongFn {
    pub file: PathBuf,
    pub span: FnSpan,
}

/// `path:line name N lines`.
impl fmt::Display for LongFn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let FnSpan { name, line, lines } = &self.span;
        write!(f, "{}:{line} {name} {lines} lines", self.file.display())
    }
}

/// The functions with a body in the non-test code of one file's source, in order.
pub fn fn_spans(source: &str) -> Vec<FnSpan> {
    let code = blank_test_items(strip(source));
    let bytes = code.as_bytes();
    let line_of = |at: usize| 1 + bytes[..at].iter().filter(|&&b| b == b'\n').count();
    let mut spans = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find("fn") {
        let at = from + found;
        from = at + 2;
        let before_ok = at == 0 || !is_ident_byte(bytes[at - 1]);
        let after_ok = bytes.get(at + 2).is_some_and(u8::is_ascii_whitespace);
        if !(before_ok && after_ok) {
            continue;
        }
        let rest = code[at + 2..].trim_start();
        let raw = if rest.starts_with("r#") { 2 } else { 0 };
        let ident = rest
            .bytes()
            .skip(raw)
            .take_while(|&b| is_ident_byte(b))
            .count();
        // `fn(u8) -> u8` (a pointer type) or `fn $name` (in a macro) names no function.
        if ident == 0 {
            continue;
        }
        let name = rest[..raw + ident].to_owned();
        let signature = code.len() - rest.len() + raw + ident;
        let Some(Ok(open)) = item_end(bytes, signature) else {
            continue;
        };
        let Some(close) = matching_brace(bytes, open) else {
            continue;
        };
        let line = line_of(at);
        spans.push(FnSpan {
            name,
            line,
            lines: line_of(close) - line + 1,
        });
    }
    spans
}

/// How the item whose text goes on at `from` ends: `Ok` with the `{` that opens its body, or
/// `Err` with the `;` that ends it (a declaration without a body), whichever comes first outside
/// parentheses and brackets (`[u8; 4]` holds a `;`, `f(|| { .. })` a brace).
fn item_end(bytes: &[u8], from: usize) -> Option<Result<usize, usize>> {
    let mut depth = 0i32;
    for (offset, &b) in bytes[from..].iter().enumerate() {
        match b {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b'{' if depth == 0 => return Some(Ok(from + offset)),
            b';' if depth == 0 => return Some(Err(from + offset)),
            _ => {}
        }
    }
    None
}

/// The `}` closing the `{` at `open`.
fn matching_brace(bytes: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (offset, &b) in bytes[open..].iter().enumerate() {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + offset);
                }
            }
            _ => {}
        }
    }
    None
}

/// Blanks every item marked `#[cfg(test)]` or `#[test]` (a function, an `impl`, a module, a
/// `use`): from the attribute to the end of the item, its braced body or its `;`.
fn blank_test_items(mut code: String) -> String {
    for marker in ["#[cfg(test)]", "#[test]"] {
        let mut from = 0;
        while let Some(found) = code[from..].find(marker) {
            let at = from + found;
            let bytes = code.as_bytes();
            let end = match item_end(bytes, at + marker.len()) {
                Some(Ok(open)) => matching_brace(bytes, open).map_or(code.len(), |close| close + 1),
                Some(Err(semicolon)) => semicolon + 1,
                None => code.len(),
            };
            let blanked: String = code[at..end]
                .bytes()
                .map(|b| if b == b'\n' { '\n' } else { ' ' })
                .collect();
            code.replace_range(at..end, &blanked);
            from = end;
        }
    }
    code
}

/// The functions longer than `max` lines in the non-test Rust files under `dirs`, by file
/// and line.
pub fn long_fns(dirs: &[PathBuf], max: usize) -> Result<Vec<LongFn>, String> {
    let mut files = Vec::new();
    for dir in dirs {
        if !dir.is_dir() {
            return Err(format!("{}: not a folder", dir.display()));
        }
        rust_files(dir, &mut files)?;
    }
    files.sort();
    let sources = files
        .into_iter()
        .map(|file| {
            let text = fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            Ok((file, text))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let test_modules = test_module_files(&sources);
    let is_test = |file: &Path| {
        test_modules.iter().any(|test| {
            file == test
                || test.file_name().is_some_and(|n| n == "mod.rs")
                    && test.parent().is_some_and(|dir| file.starts_with(dir))
                || file.starts_with(test.with_extension(""))
        })
    };
    let mut long = Vec::new();
    for (file, text) in &sources {
        if is_test(file) {
            continue;
        }
        long.extend(
            fn_spans(text)
                .into_iter()
                .filter(|span| span.lines > max)
                .map(|span| LongFn {
                    file: file.clone(),
                    span,
                }),
        );
    }
    Ok(long)
}

/// The files of the modules that `sources` declare `#[cfg(test)] mod name;`.
fn test_module_files(sources: &[(PathBuf, String)]) -> BTreeSet<PathBuf> {
    let mut found = BTreeSet::new();
    for (file, text) in sources {
        let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        let in_bin = file.parent().is_some_and(|dir| dir.ends_with("bin"));
        let owns_folder = matches!(stem, "lib" | "main" | "mod") || in_bin;
        for child in child_modules(&strip(text), text) {
            if child.test_only {
                found.insert(module_file(file, owns_folder, &child));
            }
        }
    }
    found
}

/// Every `.rs` file under `dir`, leaving out `tests` folders (integration tests, test modules'
/// files), `target` folders and hidden ones.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if !matches!(name, "tests" | "target") && !name.starts_with('.') {
                rust_files(&path, out)?;
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
    Ok(())
}
