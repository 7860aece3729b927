//! The function-length check: what it counts as a function, where a body ends, what test code
//! it leaves out; and the game's functions against the limit.

use std::fs;
use std::path::PathBuf;

use xtask::fn_length::{FnSpan, fn_spans, long_fns};
use xtask::workspace;

/// (name, line, lines) of every function `fn_spans` finds.
fn spans(source: &str) -> Vec<(String, usize, usize)> {
    fn_spans(source)
        .into_iter()
        .map(|FnSpan { name, line, lines }| (name, line, lines))
        .collect()
}

fn span(name: &str, line: usize, lines: usize) -> (String, usize, usize) {
    (name.to_owned(), line, lines)
}

#[test]
fn braces_in_strings_chars_and_comments_match_nothing() {
    let source = r#"fn text() -> String {
    let s = "}} { \" }";
    let c = '}';
    let q = ['\'','}'];
    let e = '\\';
    // } a brace in a comment
    /* } and /* nested } */ */
    format!("{s}{c}{q:?}{e}")
}
fn after() {}
"#;
    assert_eq!(spans(source), [span("text", 1, 9), span("after", 10, 1)]);
}

#[test]
fn raw_strings_hide_braces_and_fn() {
    let source = "fn raw() -> &'static str {\n    r##\"} fn fake() { \"# }\"##\n}\n";
    assert_eq!(spans(source), [span("raw", 1, 3)]);
}

#[test]
fn lifetimes_are_no_char_literals() {
    let source = "fn longest<'a, 'b: 'a>(x: &'a str, _y: &'b str) -> &'a str {\n    \
                  let _ = '{';\n    x\n}\nfn next<'a>(_: &'a u8) {}\n";
    assert_eq!(spans(source), [span("longest", 1, 4), span("next", 5, 1)]);
}

#[test]
fn nested_functions_and_methods_count_each() {
    let source = "\
struct S;
impl S {
    pub(crate) fn method(&self) -> u8 {
        fn helper() -> u8 {
            1
        }
        helper()
    }
}
trait T {
    fn declared(&self) -> [u8; 4];
    fn provided(&self) {
        let _ = |x: u8| { x };
    }
}
impl T for S {
    fn declared(&self) -> [u8; 4] { [0; 4] }
}
";
    assert_eq!(
        spans(source),
        [
            span("method", 3, 6),
            span("helper", 4, 3),
            span("provided", 12, 3),
            span("declared", 17, 1),
        ]
    );
}

#[test]
fn pointer_types_macros_and_keywords_in_names_are_no_functions() {
    let source = "\
type Op = fn(u8) -> u8;
macro_rules! make { ($name:ident) => { fn $name() {} }; }
fn takes(op: fn(u8) -> u8, f: impl Fn() -> u8) -> u8 { op(f()) }
fn r#match() {}
const fn konst() -> u8 { 3 }
";
    assert_eq!(
        spans(source),
        [
            span("takes", 3, 1),
            span("r#match", 4, 1),
            span("konst", 5, 1)
        ]
    );
}

#[test]
fn test_code_is_left_out() {
    let source = "\
fn kept() {}
#[cfg(test)]
fn test_helper() {
    fn inner() {}
}
#[cfg(test)]
static TABLE: std::sync::LazyLock<u8> = std::sync::LazyLock::new(|| { 1 });
fn also_kept() {}
#[cfg(test)]
mod tests {
    #[test]
    fn a_test() {}
}
";
    assert_eq!(spans(source), [span("kept", 1, 1), span("also_kept", 8, 1)]);
}

/// A throwaway folder of the given files.
fn fixture(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gomoku-fn-length-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    for (path, text) in files {
        let file = dir.join(path);
        fs::create_dir_all(file.parent().expect("a file has a folder")).expect("fixture folder");
        fs::write(&file, text).expect("fixture file");
    }
    dir
}

#[test]
fn only_functions_over_the_limit_in_non_test_files_are_reported() {
    let body = |lines: usize| "    let _ = 0;\n".repeat(lines - 2);
    let four = format!("fn four() {{\n{}}}\n", body(4));
    let five = format!("fn five() {{\n{}}}\n", body(5));
    let dir = fixture(
        "limit",
        &[
            (
                "src/lib.rs",
                &format!("mod a;\n#[cfg(test)]\nmod tests;\n{four}{five}"),
            ),
            ("src/a.rs", &format!("#[cfg(test)]\nmod checks;\n{five}")),
            ("src/a/checks.rs", &five),
            ("src/tests.rs", &five),
            ("src/tests/deeper.rs", &five),
            ("tests/integration.rs", &five),
        ],
    );
    let long = long_fns(std::slice::from_ref(&dir), 4).expect("the fixture reads");
    let lines: Vec<String> = long
        .iter()
        .map(|f| {
            let relative = f.file.strip_prefix(&dir).expect("under the fixture");
            format!(
                "{}:{} {} {}",
                relative.display(),
                f.span.line,
                f.span.name,
                f.span.lines
            )
        })
        .collect();
    assert_eq!(lines, ["src/a.rs:3 five 5", "src/lib.rs:8 five 5"]);
    assert_eq!(
        long[0].to_string(),
        format!("{} five 5 lines", dir.join("src/a.rs:3").display())
    );
    assert!(
        long_fns(std::slice::from_ref(&dir), 5)
            .expect("reads")
            .is_empty()
    );
    assert!(long_fns(&[dir.join("missing")], 5).is_err());
    let _ = fs::remove_dir_all(&dir);
}

/// The game crate's functions stay short enough to read on one screen.
#[test]
fn game_functions_are_at_most_80_lines() {
    let long = long_fns(&[workspace().join("src")], 80).expect("the game's sources read");
    let lines: Vec<String> = long.iter().map(ToString::to_string).collect();
    assert!(
        lines.is_empty(),
        "longer than 80 lines:\n{}",
        lines.join("\n")
    );
}
