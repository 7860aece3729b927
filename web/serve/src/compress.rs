//! Precompression of the site: `FILE.br` (Brotli, quality 11) and `FILE.gz` (gzip, level 9)
//! beside every file, for a server that sends them as they are with `Content-Encoding` (this
//! crate's server, nginx's `brotli_static` / `gzip_static`). Compressing once at build time lets
//! the slowest, smallest settings pay off; the output depends only on the input bytes, so a
//! rebuild of the same site gives the same files.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use brotli::enc::BrotliEncoderParams;
use flate2::{Compression, GzBuilder};

/// Brotli's best (and slowest) setting.
const BROTLI_QUALITY: i32 = 11;
/// A window of 2^24 bytes (16 MiB, less 16) is the largest RFC 7932 allows; brotli's "large
/// window" streams go further but browsers cannot decode them.
const BROTLI_MAX_WINDOW_BITS: i32 = 24;
const BROTLI_MIN_WINDOW_BITS: i32 = 10;
const GZIP_LEVEL: u32 = 9;

/// The suffixes of the compressed copies; files ending so are never compressed again.
pub const BROTLI_SUFFIX: &str = "br";
pub const GZIP_SUFFIX: &str = "gz";

/// One file of the site and the sizes of its copies, in bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompressedFile {
    /// The path relative to the site's directory, with `/` between the parts.
    pub name: String,
    pub raw: u64,
    pub gzip: u64,
    pub brotli: u64,
}

/// `data` compressed with Brotli at quality 11, with the smallest window that spans it (a bigger
/// one could find nothing more and would only ask the decoder for more memory).
pub fn brotli(data: &[u8]) -> io::Result<Vec<u8>> {
    let params = BrotliEncoderParams {
        quality: BROTLI_QUALITY,
        lgwin: brotli_window_bits(data.len()),
        size_hint: data.len(),
        ..BrotliEncoderParams::default()
    };
    let mut compressed = Vec::with_capacity(data.len() / 3);
    brotli::BrotliCompress(&mut &data[..], &mut compressed, &params)?;
    Ok(compressed)
}

fn brotli_window_bits(length: usize) -> i32 {
    // The encoder keeps 16 bytes of the window back.
    let needed = length.saturating_add(16);
    let bits = usize::BITS - needed.saturating_sub(1).leading_zeros();
    (bits as i32).clamp(BROTLI_MIN_WINDOW_BITS, BROTLI_MAX_WINDOW_BITS)
}

/// `data` as a gzip stream at level 9, with no file name and a zero time stamp in its header, so
/// the same bytes always give the same stream.
pub fn gzip(data: &[u8]) -> io::Result<Vec<u8>> {
    let mut encoder = GzBuilder::new().mtime(0).write(
        Vec::with_capacity(data.len() / 3),
        Compression::new(GZIP_LEVEL),
    );
    encoder.write_all(data)?;
    encoder.finish()
}

/// Writes `FILE.br` and `FILE.gz` beside every file under `dir` (replacing older copies) and
/// returns every file's sizes, sorted by name. The files are shared among the CPU cores, the
/// biggest first, since one big file (the game's wasm) takes most of the time.
pub fn compress_site(dir: &Path) -> io::Result<Vec<CompressedFile>> {
    let mut files = Vec::new();
    collect_files(dir, &mut files)?;
    let mut sized = files
        .into_iter()
        .map(|path| {
            let length = path.metadata().map_err(|e| with_path(&path, e))?.len();
            Ok((length, path))
        })
        .collect::<io::Result<Vec<_>>>()?;
    sized.sort_by_key(|(length, _)| std::cmp::Reverse(*length));

    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(sized.len()));
    let workers = thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(sized.len().max(1));
    thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                while let Some((_, path)) = sized.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let result = compress_file(dir, path);
                    // A poisoned lock means another worker panicked; the scope reports that.
                    if let Ok(mut results) = results.lock() {
                        results.push(result);
                    }
                }
            });
        }
    });
    let mut compressed = results
        .into_inner()
        .map_err(|_| io::Error::other("a compression worker failed"))?
        .into_iter()
        .collect::<io::Result<Vec<_>>>()?;
    compressed.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(compressed)
}

fn compress_file(dir: &Path, path: &Path) -> io::Result<CompressedFile> {
    let data = std::fs::read(path).map_err(|e| with_path(path, e))?;
    let brotli = brotli(&data).map_err(|e| with_path(path, e))?;
    let gzip = gzip(&data).map_err(|e| with_path(path, e))?;
    for (suffix, bytes) in [(BROTLI_SUFFIX, &brotli), (GZIP_SUFFIX, &gzip)] {
        let copy = with_suffix(path, suffix);
        std::fs::write(&copy, bytes).map_err(|e| with_path(&copy, e))?;
    }
    let relative = path.strip_prefix(dir).unwrap_or(path);
    let name = relative
        .components()
        .map(|part| part.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/");
    Ok(CompressedFile {
        name,
        raw: data.len() as u64,
        gzip: gzip.len() as u64,
        brotli: brotli.len() as u64,
    })
}

/// Every regular file under `dir`, in subdirectories too, but not the compressed copies.
fn collect_files(dir: &Path, files: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in std::fs::read_dir(dir).map_err(|e| with_path(dir, e))? {
        let path = entry.map_err(|e| with_path(dir, e))?.path();
        let kind = path.metadata().map_err(|e| with_path(&path, e))?;
        if kind.is_dir() {
            collect_files(&path, files)?;
        } else if kind.is_file() && !is_compressed_copy(&path) {
            files.push(path);
        }
    }
    Ok(())
}

fn is_compressed_copy(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension == BROTLI_SUFFIX || extension == GZIP_SUFFIX)
}

/// `path` with `.suffix` added after its whole name (`a.wasm` to `a.wasm.br`).
pub fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}

fn with_path(path: &Path, error: io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{}: {error}", path.display()))
}

/// Whether a first visit leaves `name` alone: the home-screen icons (`icon-180.png`, …) are
/// fetched by the browser only when the player installs the game, and a script's font
/// (`fonts/…`) only when the player chooses a language written in it.
fn left_out_of_first_visit(name: &str) -> bool {
    name.starts_with("icon-") || is_language_font(name)
}

fn is_language_font(name: &str) -> bool {
    name.starts_with("fonts/")
}

/// The sizes as a table: every file's bytes raw, gzipped and in Brotli, the totals, and what a
/// first visit downloads when the server sends the Brotli copies (everything but the
/// home-screen icons and the languages' fonts), and what choosing a language adds (its font).
pub fn size_table(files: &[CompressedFile]) -> String {
    let name_width = files
        .iter()
        .map(|file| file.name.len())
        .chain([5])
        .max()
        .unwrap_or(5);
    let mut table = format!(
        "{:<name_width$} {:>13} {:>13} {:>13}\n",
        "file", "bytes", "gzip -9", "brotli 11"
    );
    let mut line = |name: &str, raw: u64, gzip: u64, brotli: u64| {
        table.push_str(&format!(
            "{name:<name_width$} {:>13} {:>13} {:>13}\n",
            thousands(raw),
            thousands(gzip),
            thousands(brotli)
        ));
    };
    for file in files {
        line(&file.name, file.raw, file.gzip, file.brotli);
    }
    let total = |size: fn(&CompressedFile) -> u64| files.iter().map(size).sum::<u64>();
    line(
        "total",
        total(|file| file.raw),
        total(|file| file.gzip),
        total(|file| file.brotli),
    );
    let first_load: u64 = files
        .iter()
        .filter(|file| !left_out_of_first_visit(&file.name))
        .map(|file| file.brotli)
        .sum();
    table.push_str(&format!(
        "first load over the wire with Brotli: {} bytes ({:.2} MB)\n",
        thousands(first_load),
        first_load as f64 / 1e6
    ));
    for font in files.iter().filter(|file| is_language_font(&file.name)) {
        table.push_str(&format!(
            "choosing its language adds {}: {} bytes\n",
            font.name,
            thousands(font.brotli)
        ));
    }
    table
}

/// `1234567` as `1,234,567`.
fn thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn sample() -> Vec<u8> {
        (0..500u32)
            .flat_map(|i| format!("export const value{i} = {};\n", i % 97).into_bytes())
            .collect()
    }

    #[test]
    fn both_encodings_round_trip_and_shrink_the_data() {
        let data = sample();
        let compressed = brotli(&data).unwrap();
        let mut unpacked = Vec::new();
        brotli::Decompressor::new(&compressed[..], 4096)
            .read_to_end(&mut unpacked)
            .unwrap();
        assert_eq!(unpacked, data);
        assert!(compressed.len() < data.len() / 4);

        let zipped = gzip(&data).unwrap();
        let mut unzipped = Vec::new();
        flate2::read::GzDecoder::new(&zipped[..])
            .read_to_end(&mut unzipped)
            .unwrap();
        assert_eq!(unzipped, data);
        assert!(compressed.len() < zipped.len(), "Brotli beats gzip here");
    }

    #[test]
    fn compression_is_reproducible_and_gzip_headers_hold_no_name_or_time() {
        let data = sample();
        assert_eq!(brotli(&data).unwrap(), brotli(&data).unwrap());
        let zipped = gzip(&data).unwrap();
        assert_eq!(zipped, gzip(&data).unwrap());
        // Flags (byte 3): no name, comment or extra field; bytes 4-7: no time stamp.
        assert_eq!(&zipped[..4], &[0x1f, 0x8b, 8, 0]);
        assert_eq!(&zipped[4..8], &[0, 0, 0, 0]);
    }

    #[test]
    fn empty_and_tiny_files_compress() {
        for data in [&b""[..], b"x"] {
            let mut unpacked = Vec::new();
            brotli::Decompressor::new(&brotli(data).unwrap()[..], 4096)
                .read_to_end(&mut unpacked)
                .unwrap();
            assert_eq!(unpacked, data);
        }
    }

    #[test]
    fn the_window_spans_the_file_within_the_standard_limit() {
        assert_eq!(brotli_window_bits(0), 10);
        assert_eq!(brotli_window_bits(1000), 10);
        assert_eq!(brotli_window_bits(1009), 11);
        assert_eq!(brotli_window_bits((1 << 20) - 16), 20);
        assert_eq!(brotli_window_bits((1 << 20) - 15), 21);
        assert_eq!(brotli_window_bits(20_604_951), 24);
    }

    #[test]
    fn suffixes_follow_the_whole_name() {
        assert_eq!(
            with_suffix(Path::new("dist/a.wasm"), "br"),
            Path::new("dist/a.wasm.br")
        );
        assert!(is_compressed_copy(Path::new("a.js.gz")));
        assert!(!is_compressed_copy(Path::new("a.js")));
    }

    #[test]
    fn the_table_lists_every_file_and_the_totals() {
        let files = [
            CompressedFile {
                name: "game.wasm".into(),
                raw: 20_604_951,
                gzip: 5_668_129,
                brotli: 3_800_000,
            },
            CompressedFile {
                name: "index.html".into(),
                raw: 4000,
                gzip: 1500,
                brotli: 1200,
            },
            CompressedFile {
                name: "icon-512.png".into(),
                raw: 87_000,
                gzip: 86_000,
                brotli: 87_100,
            },
            CompressedFile {
                name: "fonts/NotoSansJP-subset.otf".into(),
                raw: 69_000,
                gzip: 59_000,
                brotli: 54_000,
            },
        ];
        let table = size_table(&files);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines.len(), 8, "{table}");
        assert!(lines[1].starts_with("game.wasm ") && lines[1].ends_with("3,800,000"));
        assert!(lines[5].starts_with("total") && lines[5].contains("20,764,951"));
        assert!(lines[5].ends_with("3,942,300"), "{table}");
        // Neither the home-screen icon nor a language's font is part of a first visit.
        assert_eq!(
            lines[6],
            "first load over the wire with Brotli: 3,801,200 bytes (3.80 MB)"
        );
        assert_eq!(
            lines[7],
            "choosing its language adds fonts/NotoSansJP-subset.otf: 54,000 bytes"
        );
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
    }
}
