//! The server over real HTTP (a plain `TcpStream` client, so what is checked is what a browser
//! gets on the wire) and the command line of the built binary.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::thread;
use std::time::Duration;

use gomoku_web_serve::{compress, server};

const BINARY: &str = env!("CARGO_BIN_EXE_gomoku-web-serve");
const TIMEOUT: Duration = Duration::from_secs(10);

/// A fresh directory under cargo's scratch space for tests.
fn scratch_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gomoku-web-serve-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn script() -> Vec<u8> {
    (0..300)
        .flat_map(|i| format!("export function f{i}(x) {{ return x * {i}; }}\n").into_bytes())
        .collect()
}

fn module() -> Vec<u8> {
    let mut wasm = b"\0asm\x01\0\0\0".to_vec();
    wasm.extend((0..8000u32).map(|i| (i % 251) as u8 ^ (i / 7) as u8));
    wasm
}

/// A small site in `root` (with a secret beside it, outside), compressed.
fn make_site(root: &Path) {
    std::fs::write(
        root.join("index.html"),
        "<!doctype html><title>gomoku</title>\n",
    )
    .unwrap();
    std::fs::write(root.join("app.js"), script()).unwrap();
    std::fs::write(root.join("game.wasm"), module()).unwrap();
    std::fs::write(root.join("../secret.txt"), "outside the site").unwrap();
    compress::compress_site(root).unwrap();
}

/// The site's directory and the port of a server on it, started once for all the tests.
fn site() -> &'static (PathBuf, u16) {
    static SITE: OnceLock<(PathBuf, u16)> = OnceLock::new();
    SITE.get_or_init(|| {
        let root = scratch_dir("site").join("site");
        std::fs::create_dir_all(&root).unwrap();
        make_site(&root);
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
        let port = listener.local_addr().unwrap().port();
        let served = root.clone();
        thread::spawn(move || server::serve(listener, &served));
        (root, port)
    })
}

struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

/// One HTTP/1.1 request, the path sent exactly as given (no client-side normalising of `..`).
fn request(port: u16, method: &str, path: &str, accept_encoding: Option<&str>) -> Reply {
    let accept = accept_encoding.map_or(String::new(), |a| format!("Accept-Encoding: {a}\r\n"));
    request_with(port, method, path, &accept)
}

/// A request with `headers` (whole lines, each ending in CR LF) added to its head.
fn request_with(port: u16, method: &str, path: &str, headers: &str) -> Reply {
    let mut stream = TcpStream::connect((Ipv4Addr::LOCALHOST, port)).unwrap();
    stream.set_read_timeout(Some(TIMEOUT)).unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{headers}Connection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).unwrap();
    let end = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a complete head");
    let head = String::from_utf8(response[..end].to_vec()).unwrap();
    let mut lines = head.lines();
    let status = lines.next().unwrap().split(' ').nth(1).unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(key, value)| (key.to_string(), value.trim().to_string()))
        .collect();
    let reply = Reply {
        status: status.parse().unwrap(),
        headers,
        body: response[end + 4..].to_vec(),
    };
    if method != "HEAD"
        && let Some(length) = reply.header("content-length")
    {
        assert_eq!(length.parse::<usize>().unwrap(), reply.body.len());
    }
    reply
}

fn get(path: &str, accept_encoding: Option<&str>) -> Reply {
    request(site().1, "GET", path, accept_encoding)
}

fn file(name: &str) -> Vec<u8> {
    std::fs::read(site().0.join(name)).unwrap()
}

#[test]
fn brotli_is_sent_to_browsers_that_accept_it() {
    for accept in ["br", "gzip, deflate, br, zstd"] {
        let reply = get("/app.js", Some(accept));
        assert_eq!(reply.status, 200);
        assert_eq!(reply.header("content-encoding"), Some("br"), "for {accept}");
        assert_eq!(reply.body, file("app.js.br"));
        assert!(reply.header("content-type").unwrap().contains("javascript"));
        assert_eq!(reply.header("vary"), Some("accept-encoding"));
        assert_eq!(reply.header("cache-control"), Some("no-cache"));
    }
}

#[test]
fn gzip_is_sent_when_brotli_is_not_accepted() {
    let reply = get("/app.js", Some("gzip"));
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-encoding"), Some("gzip"));
    assert_eq!(reply.body, file("app.js.gz"));
}

#[test]
fn the_raw_file_is_sent_without_accept_encoding() {
    let reply = get("/app.js", None);
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-encoding"), None);
    assert_eq!(reply.body, script());
}

#[test]
fn wasm_is_served_as_application_wasm() {
    let reply = get("/game.wasm", Some("br"));
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some("application/wasm"));
    assert_eq!(reply.header("content-encoding"), Some("br"));
    assert_eq!(reply.body, file("game.wasm.br"));
    let raw = get("/game.wasm", None);
    assert_eq!(raw.header("content-type"), Some("application/wasm"));
    assert_eq!(raw.body, module());
}

#[test]
fn the_root_serves_index_html() {
    let reply = get("/", None);
    assert_eq!(reply.status, 200);
    assert!(
        reply
            .header("content-type")
            .unwrap()
            .starts_with("text/html")
    );
    assert_eq!(reply.body, file("index.html"));
    assert_eq!(get("/?screen=play", None).body, file("index.html"));
}

#[test]
fn paths_out_of_the_directory_are_refused() {
    for path in [
        "/../secret.txt",
        "/sub/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/..%2fsecret.txt",
    ] {
        let reply = get(path, None);
        assert!(
            (400..500).contains(&reply.status),
            "{path}: {}",
            reply.status
        );
        assert!(!String::from_utf8_lossy(&reply.body).contains("outside"));
    }
}

#[test]
fn a_missing_file_is_404_and_only_get_and_head_are_served() {
    assert_eq!(get("/missing.js", Some("br")).status, 404);
    let head = request(site().1, "HEAD", "/app.js", None);
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    assert_eq!(request(site().1, "POST", "/app.js", None).status, 405);
}

fn run(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(BINARY).args(args).output().unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn the_compress_command_writes_copies_that_decompress_to_the_files() {
    let root = scratch_dir("compress");
    std::fs::create_dir(root.join("sub")).unwrap();
    std::fs::write(root.join("app.js"), script()).unwrap();
    std::fs::write(root.join("sub/game.wasm"), module()).unwrap();
    let (code, table, errors) = run(&["compress", root.to_str().unwrap()]);
    assert_eq!(code, 0, "{errors}");
    assert!(
        table.contains("app.js") && table.contains("sub/game.wasm"),
        "{table}"
    );
    assert!(
        table.contains("first load over the wire with Brotli"),
        "{table}"
    );
    for name in ["app.js", "sub/game.wasm"] {
        let original = std::fs::read(root.join(name)).unwrap();
        let mut unpacked = Vec::new();
        brotli::Decompressor::new(
            &std::fs::read(root.join(format!("{name}.br"))).unwrap()[..],
            4096,
        )
        .read_to_end(&mut unpacked)
        .unwrap();
        assert_eq!(unpacked, original, "{name}.br");
        let mut unzipped = Vec::new();
        flate2::read::GzDecoder::new(&std::fs::read(root.join(format!("{name}.gz"))).unwrap()[..])
            .read_to_end(&mut unzipped)
            .unwrap();
        assert_eq!(unzipped, original, "{name}.gz");
    }
    // Run again: the copies are not compressed themselves, and come out the same.
    let first = std::fs::read(root.join("app.js.br")).unwrap();
    let (code, again, _) = run(&["compress", root.to_str().unwrap()]);
    assert_eq!((code, again.lines().count()), (0, table.lines().count()));
    assert_eq!(std::fs::read(root.join("app.js.br")).unwrap(), first);
    assert!(!root.join("app.js.br.br").exists());
}

#[test]
fn the_binary_serves_a_directory_on_localhost() {
    let root = scratch_dir("binary");
    make_site(&root);
    let mut child = Command::new(BINARY)
        .args([root.to_str().unwrap(), "0"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut banner = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut banner)
        .unwrap();
    let port = banner
        .trim()
        .strip_prefix(&format!("serving {} on http://127.0.0.1:", root.display()))
        .and_then(|rest| rest.strip_suffix('/'))
        .and_then(|port| port.parse().ok());
    let reply = port.map(|port| request(port, "GET", "/game.wasm", Some("gzip, br")));
    child.kill().unwrap();
    child.wait().unwrap();
    let reply = reply.unwrap_or_else(|| panic!("unexpected banner {banner:?}"));
    assert_eq!(reply.header("content-encoding"), Some("br"));
    assert_eq!(
        reply.body,
        std::fs::read(root.join("game.wasm.br")).unwrap()
    );
}

#[test]
fn help_and_version_answer_and_exit_zero() {
    let (code, help, _) = run(&["--help"]);
    assert_eq!(code, 0);
    assert!(
        help.contains("[PORT]") && help.contains("compress"),
        "{help}"
    );
    let (code, version, _) = run(&["--version"]);
    assert_eq!(code, 0);
    assert_eq!(
        version.trim(),
        format!("gomoku-web-serve {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn bad_usage_is_named_and_exits_with_status_2() {
    let site = scratch_dir("usage");
    std::fs::write(site.join("index.html"), "x").unwrap();
    let empty = scratch_dir("usage-empty");
    let site = site.to_str().unwrap();
    for (args, named) in [
        (vec![], "<DIR>"),
        (vec!["--bogus"], "--bogus"),
        (vec!["/no/such/site"], "no such directory"),
        (vec![empty.to_str().unwrap()], "no index.html"),
        (vec![site, "http"], "[PORT]"),
        (vec![site, "70000"], "[PORT]"),
        (vec!["compress"], "<DIR>"),
        (vec!["compress", "/no/such/site"], "no such directory"),
    ] {
        let (code, _, errors) = run(&args);
        assert_eq!(code, 2, "{args:?}: {errors}");
        assert!(errors.contains(named), "{args:?}: {errors}");
    }
}

#[test]
fn an_unchanged_file_is_answered_304_to_its_tag() {
    let first = get("/game.wasm", Some("br"));
    let tag = first.header("etag").expect("a tag").to_string();
    let again = request_with(
        site().1,
        "GET",
        "/game.wasm",
        &format!("Accept-Encoding: br\r\nIf-None-Match: {tag}\r\n"),
    );
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty(), "no body after a 304");
    // The raw file is another entity with its own tag.
    assert_ne!(get("/game.wasm", None).header("etag"), Some(tag.as_str()));
}
