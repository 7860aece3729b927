//! For Windows builds with MinGW (scripts/windows.sh), puts the game's icon and version into
//! `gomoku.exe` as resources, so Explorer, the taskbar and shortcuts show them. MinGW's `windres`
//! compiles them; without it (or with MSVC) the .exe is built without and cargo says so. Other
//! targets need nothing here: the window icon is set at run time (src/window_icon.rs).

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icon/gomoku.ico");
    println!("cargo:rerun-if-env-changed=WINDRES");
    if env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    if let Err(error) = windows_resources() {
        println!("cargo:warning=gomoku.exe is built without its icon: {error}");
    }
}

fn windows_resources() -> Result<(), String> {
    if env::var("CARGO_CFG_TARGET_ENV").as_deref() != Ok("gnu") {
        return Err("only MinGW's windres is wired up".to_owned());
    }
    let var = |name: &str| env::var(name).map_err(|e| format!("{name}: {e}"));
    let out = PathBuf::from(var("OUT_DIR")?);
    // windres reads forward slashes on every host; a backslash would start an escape.
    let icon = format!("{}/assets/icon/gomoku.ico", var("CARGO_MANIFEST_DIR")?).replace('\\', "/");
    let version = var("CARGO_PKG_VERSION")?;
    let numbers: Vec<u16> = version
        .split(['.', '-', '+'])
        .take(3)
        .map(|part| part.parse().unwrap_or(0))
        .collect();
    let [major, minor, patch] = numbers[..] else {
        return Err(format!("cannot read the version {version}"));
    };
    let script = format!(
        r#"1 ICON "{icon}"
1 VERSIONINFO
FILEVERSION {major},{minor},{patch},0
PRODUCTVERSION {major},{minor},{patch},0
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "FileDescription", "Gomoku"
      VALUE "ProductName", "Gomoku"
      VALUE "FileVersion", "{version}"
      VALUE "ProductVersion", "{version}"
      VALUE "OriginalFilename", "gomoku.exe"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#
    );
    let rc = out.join("gomoku.rc");
    std::fs::write(&rc, script).map_err(|e| e.to_string())?;
    let object = out.join("gomoku-resources.o");
    let arch = var("CARGO_CFG_TARGET_ARCH")?;
    let windres = env::var("WINDRES").unwrap_or_else(|_| format!("{arch}-w64-mingw32-windres"));
    let status = Command::new(&windres)
        .args(["--input-format=rc", "--output-format=coff", "-i"])
        .arg(&rc)
        .arg("-o")
        .arg(&object)
        .status()
        .map_err(|e| format!("cannot run {windres}: {e}"))?;
    if !status.success() {
        return Err(format!("{windres} failed ({status})"));
    }
    // An object file, not a library: the linker keeps it whole, and nothing else has to refer
    // to the resources in it.
    println!("cargo:rustc-link-arg-bin=gomoku={}", object.display());
    Ok(())
}
