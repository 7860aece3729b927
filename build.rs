//! Writes the `Msg` enum (one variant a message of `assets/locales/en.ftl`) into `OUT_DIR`, so a
//! message the code names but the English file lacks is a compile error.
//!
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
    println!("cargo:rerun-if-changed=assets/locales/en.ftl");
    if let Err(error) = write_messages() {
        panic!("cannot write the message list: {error}");
    }
    if env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    if let Err(error) = windows_resources() {
        println!("cargo:warning=gomoku.exe is built without its icon: {error}");
    }
}

/// The message ids of an FTL file: the lines that start with an id and ` =` (terms start with
/// `-`, comments with `#`, continuations with a space, so none of them is taken).
fn message_ids(ftl: &str) -> Vec<&str> {
    ftl.lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| {
            id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .collect()
}

/// `won-by-five` → `WonByFive`.
fn variant_name(id: &str) -> String {
    id.split('-')
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

fn write_messages() -> Result<(), String> {
    let dir = env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?;
    let ftl = std::fs::read_to_string(format!("{dir}/assets/locales/en.ftl"))
        .map_err(|e| format!("assets/locales/en.ftl: {e}"))?;
    let ids = message_ids(&ftl);
    let mut code = String::from(
        "/// A message of the interface, named as `assets/locales/en.ftl` names it.\n\
         #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]\npub enum Msg {\n",
    );
    for id in &ids {
        code += &format!("    /// `{id}`\n    {},\n", variant_name(id));
    }
    code += "}\n\nimpl Msg {\n    /// Every message, in the English file's order.\n";
    code += &format!("    pub const ALL: [Msg; {}] = [\n", ids.len());
    for id in &ids {
        code += &format!("        Msg::{},\n", variant_name(id));
    }
    code += "    ];\n\n    /// The message's id in the FTL files.\n";
    code += "    pub const fn id(self) -> &'static str {\n        match self {\n";
    for id in &ids {
        code += &format!("            Msg::{} => \"{id}\",\n", variant_name(id));
    }
    code += "        }\n    }\n\n    /// The message whose id is `id`.\n";
    code += "    pub fn from_id(id: &str) -> Option<Msg> {\n        match id {\n";
    for id in &ids {
        code += &format!("            \"{id}\" => Some(Msg::{}),\n", variant_name(id));
    }
    code += "            _ => None,\n        }\n    }\n}\n";
    let out = PathBuf::from(env::var("OUT_DIR").map_err(|e| e.to_string())?);
    std::fs::write(out.join("messages.rs"), code).map_err(|e| e.to_string())
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
