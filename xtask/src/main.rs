//! `cargo run -p xtask -- layers`: checks that imports go one way in every crate of the
//! workspace (no circle between files, no import from a layer declared later); status 1 with
//! the problems found.

fn main() {
    let task = std::env::args().nth(1).unwrap_or_default();
    if task != "layers" {
        eprintln!("usage: cargo run -p xtask -- layers");
        std::process::exit(2);
    }
    let mut failed = false;
    for root in xtask::CRATE_ROOTS {
        match xtask::import_problems(&xtask::workspace().join(root)) {
            Ok(problems) if problems.is_empty() => println!("{root}: imports go one way"),
            Ok(problems) => {
                failed = true;
                println!("{root}:\n{}", problems.join("\n"));
            }
            Err(error) => {
                failed = true;
                println!("{error}");
            }
        }
    }
    if failed {
        std::process::exit(1);
    }
}
