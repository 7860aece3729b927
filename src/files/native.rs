//! Files on the desktop (`web` is the browser's half of the same shape): the system's own Save
//! and Open dialogs (the `rfd` crate: the XDG desktop portal, or zenity, on Linux; the common
//! item dialog on Windows; the save and open panels on macOS). Ctrl+S and Ctrl+O, and the save /
//! open window's *Save as…* and *Open a file…*, ask for one. A dialog is awaited on Bevy's I/O
//! task pool and polled each frame, so the game keeps drawing while it is open. Where there is
//! no dialog service (no D-Bus session and no zenity, as under a bare Xvfb), or a dialog fails,
//! Ctrl+S and Ctrl+O open the typed-path save / open window, and the window says why.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{BoxedFuture, IoTaskPool, Task};
use bevy::window::{PrimaryWindow, RawHandleWrapper};

use super::save_open::{FileWindow, Picker, open_game_from, save_game_to};
use crate::i18n::{Msg, tr};
use crate::input::UiAction;
use crate::review::GameReviewRun;
use crate::session::{GameCommand, Session};
use crate::settings::{GameSetup, Preferences};

/// rfd answers `None` both for a cancelled dialog and for one that could not be shown. A dialog
/// takes a moment to appear and a person another to close it, so a `None` sooner than this
/// means the dialog never appeared (failing takes a few milliseconds).
pub const QUICK_FAILURE: Duration = Duration::from_millis(400);

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DialogKind {
    Save,
    Open,
}

/// What a dialog is opened with.
pub struct DialogRequest {
    pub kind: DialogKind,
    pub title: String,
    /// The name of the filter for game files, in the interface's language.
    pub filter: String,
    /// Where to start, and the name to suggest when saving.
    pub directory: Option<PathBuf>,
    pub file_name: Option<String>,
    /// The game's window, so the dialog stays in front of it.
    pub parent: Option<RawHandleWrapper>,
}

/// Shows a dialog; the future answers the chosen path, or `None` when it was cancelled or could
/// not be shown. Called on the main thread (macOS builds its panels there).
pub type ShowDialog =
    Arc<dyn Fn(DialogRequest) -> BoxedFuture<'static, Option<PathBuf>> + Send + Sync>;

/// The file dialogs the game can show. Tests put a scripted one in its place.
#[derive(Resource, Clone)]
pub struct DialogService {
    show: ShowDialog,
    /// Why there is none, when that is known: Ctrl+S and Ctrl+O then open the typed-path window.
    pub unavailable: Option<String>,
    /// An empty answer sooner than this means the dialog never appeared ([`QUICK_FAILURE`]).
    pub quick_failure: Duration,
}

impl DialogService {
    /// The platform's dialogs through rfd, unless the platform plainly has no dialog service.
    pub fn system() -> Self {
        let unavailable = missing_service(&|name| std::env::var_os(name));
        DialogService {
            show: Arc::new(show_system_dialog),
            unavailable,
            quick_failure: QUICK_FAILURE,
        }
    }

    /// Dialogs shown by `show` (tests use this for a player who picks, cancels or never sees
    /// one).
    pub fn new(
        show: impl Fn(DialogRequest) -> BoxedFuture<'static, Option<PathBuf>> + Send + Sync + 'static,
    ) -> Self {
        DialogService {
            show: Arc::new(show),
            unavailable: None,
            quick_failure: QUICK_FAILURE,
        }
    }
}

/// Why rfd cannot show a dialog on this Linux or BSD desktop, from its environment (`var` reads
/// a variable): the portal needs a D-Bus session bus, and zenity, rfd's fallback, needs to be on
/// the `PATH`. Elsewhere the dialogs are part of the system.
pub fn missing_service(var: &dyn Fn(&str) -> Option<std::ffi::OsString>) -> Option<String> {
    if !cfg!(any(
        target_os = "linux",
        target_os = "freebsd",
        target_os = "dragonfly",
        target_os = "netbsd",
        target_os = "openbsd"
    )) {
        return None;
    }
    let set = |name: &str| var(name).filter(|value| !value.is_empty());
    let session_bus = set("DBUS_SESSION_BUS_ADDRESS").is_some()
        || set("XDG_RUNTIME_DIR").is_some_and(|dir| Path::new(&dir).join("bus").exists());
    let zenity = set("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join("zenity").is_file()));
    (!session_bus && !zenity)
        .then(|| "no D-Bus session bus for the desktop portal, and no zenity".to_owned()) // logged only
}

fn show_system_dialog(request: DialogRequest) -> BoxedFuture<'static, Option<PathBuf>> {
    let mut dialog = rfd::AsyncFileDialog::new()
        .set_title(request.title)
        .add_filter(request.filter, &["json", "psq", "txt"]);
    if let Some(directory) = request.directory {
        dialog = dialog.set_directory(directory);
    }
    if let Some(name) = request.file_name {
        dialog = dialog.set_file_name(name);
    }
    if let Some(parent) = &request.parent {
        // SAFETY: this runs on the main thread (the caller holds `NonSendMarker`), where the
        // window's handle may be used; rfd keeps only the raw handle, as the dialog's owner.
        dialog = dialog.set_parent(&unsafe { parent.get_handle() });
    }
    match request.kind {
        DialogKind::Save => {
            let chosen = dialog.save_file();
            Box::pin(async move { chosen.await.map(|file| file.path().to_owned()) })
        }
        DialogKind::Open => {
            let chosen = dialog.pick_file();
            Box::pin(async move { chosen.await.map(|file| file.path().to_owned()) })
        }
    }
}

/// The dialog on screen, if any: one at a time.
#[derive(Resource, Default)]
pub struct OpenDialog(Option<Waiting>);

impl OpenDialog {
    pub fn is_open(&self) -> bool {
        self.0.is_some()
    }
}

struct Waiting {
    kind: DialogKind,
    /// The answer, and how long after the request it came (timed in the task, so a slow frame
    /// does not make a failure look like a cancel).
    task: Task<(Option<PathBuf>, Duration)>,
}

/// What to do with a dialog's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Chosen(PathBuf),
    Cancelled,
    /// The dialog did not appear: the typed-path window takes over.
    Failed,
}

/// Reads a dialog's answer that came `after` it was opened; an empty one sooner than
/// `quick_failure` means the dialog never appeared.
pub fn classify(chosen: Option<PathBuf>, after: Duration, quick_failure: Duration) -> Answer {
    match chosen {
        Some(path) => Answer::Chosen(path),
        None if after < quick_failure => Answer::Failed,
        None => Answer::Cancelled,
    }
}

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<DialogService>() {
        app.insert_resource(DialogService::system());
    }
    app.init_resource::<OpenDialog>()
        .add_systems(Startup, offer_dialogs)
        .add_systems(Update, (ask_for_dialogs, receive_answers).chain());
}

/// The system's dialogs, while there are some.
pub(super) fn picker(window: &FileWindow) -> Option<Picker> {
    window.system_dialogs.then_some(Picker::SystemDialogs)
}

/// The save / open window offers the system's dialogs only where there are some.
fn offer_dialogs(service: Res<DialogService>, mut window: ResMut<FileWindow>) {
    window.system_dialogs = service.unavailable.is_none();
    if let Some(why) = &service.unavailable {
        info!("no system file dialog ({why}): Save and Open use the typed-path window");
    }
}

fn ask_for_dialogs(
    mut actions: MessageReader<UiAction>,
    service: Res<DialogService>,
    mut open: ResMut<OpenDialog>,
    mut window: ResMut<FileWindow>,
    prefs: Res<Preferences>,
    windows: Query<&RawHandleWrapper, With<PrimaryWindow>>,
    _main_thread: NonSendMarker,
) {
    let lang = prefs.language;
    for action in actions.read() {
        let kind = match action {
            UiAction::SaveFile => DialogKind::Save,
            UiAction::OpenFile => DialogKind::Open,
            UiAction::ToggleHelp | UiAction::CloseTopWindow => continue,
        };
        if service.unavailable.is_some() {
            window.open = true;
            continue;
        }
        if open.is_open() {
            window.message = Some((false, tr(lang, Msg::AFileDialogIsAlready).into()));
            continue;
        }
        let typed = Path::new(window.path.trim());
        let directory = typed
            .parent()
            .filter(|dir| dir.is_dir())
            .map(Path::to_path_buf);
        let file_name = typed
            .file_name()
            .map(|name| name.to_string_lossy().into_owned());
        let request = DialogRequest {
            kind,
            title: tr(
                lang,
                if kind == DialogKind::Save {
                    Msg::Save
                } else {
                    Msg::Open
                },
            )
            .to_owned(),
            filter: tr(lang, Msg::FileJsonRecordOrPsq).to_owned(),
            directory,
            file_name: file_name.filter(|_| kind == DialogKind::Save),
            parent: windows.single().ok().cloned(),
        };
        let since = Instant::now();
        let chosen = (service.show)(request);
        let task = IoTaskPool::get().spawn(async move {
            let chosen = chosen.await;
            (chosen, since.elapsed())
        });
        open.0 = Some(Waiting { kind, task });
    }
}

#[allow(clippy::too_many_arguments)]
fn receive_answers(
    mut open: ResMut<OpenDialog>,
    mut service: ResMut<DialogService>,
    mut window: ResMut<FileWindow>,
    session: Res<Session>,
    setup: Res<GameSetup>,
    prefs: Res<Preferences>,
    reviews: Res<GameReviewRun>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(waiting) = open.0.as_mut() else {
        return;
    };
    let Some((chosen, after)) = check_ready(&mut waiting.task) else {
        return;
    };
    let kind = waiting.kind;
    let answer = classify(chosen, after, service.quick_failure);
    open.0 = None;
    match answer {
        Answer::Chosen(path) => {
            window.path = path.display().to_string();
            match kind {
                DialogKind::Save => {
                    save_game_to(
                        &path,
                        &session,
                        &setup,
                        prefs.language,
                        &reviews,
                        &mut window,
                        &mut commands,
                    );
                }
                DialogKind::Open => {
                    open_game_from(&path, &session, prefs.language, &mut window, &mut commands)
                }
            }
        }
        Answer::Cancelled => {}
        Answer::Failed => {
            warn!("the system file dialog did not appear: using the typed-path window from now on");
            let why = "the system file dialog did not appear".to_owned(); // logged only
            service.unavailable = Some(why);
            window.system_dialogs = false;
            window.open = true;
            let lang = prefs.language;
            window.message = Some((false, tr(lang, Msg::NoFileDialogTypeThe).into()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quick_none_is_a_failure_and_a_slow_one_a_cancel() {
        let path = PathBuf::from("/tmp/game.json");
        let quick = QUICK_FAILURE;
        assert_eq!(
            classify(Some(path.clone()), Duration::ZERO, quick),
            Answer::Chosen(path)
        );
        assert_eq!(
            classify(None, Duration::from_millis(20), quick),
            Answer::Failed
        );
        assert_eq!(
            classify(None, Duration::from_secs(3), quick),
            Answer::Cancelled
        );
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn linux_needs_a_session_bus_or_zenity() {
        use std::collections::HashMap;
        use std::ffi::OsString;

        let check = |vars: &[(&str, OsString)]| {
            let vars: HashMap<String, OsString> = vars
                .iter()
                .map(|(name, value)| (name.to_string(), value.clone()))
                .collect();
            missing_service(&|name| vars.get(name).cloned())
        };
        let empty = std::env::temp_dir().join(format!("gomoku-no-zenity-{}", std::process::id()));
        std::fs::create_dir_all(&empty).unwrap();
        assert!(check(&[]).is_some());
        assert!(check(&[("PATH", empty.clone().into())]).is_some());
        assert!(check(&[("DBUS_SESSION_BUS_ADDRESS", "".into())]).is_some());
        let bus = "unix:path=/run/user/1000/bus";
        assert_eq!(check(&[("DBUS_SESSION_BUS_ADDRESS", bus.into())]), None);
        // The bus's usual socket, found without the variable.
        let runtime = std::env::temp_dir().join(format!("gomoku-runtime-{}", std::process::id()));
        std::fs::create_dir_all(&runtime).unwrap();
        assert!(check(&[("XDG_RUNTIME_DIR", runtime.clone().into())]).is_some());
        std::fs::write(runtime.join("bus"), b"").unwrap();
        assert_eq!(check(&[("XDG_RUNTIME_DIR", runtime.into())]), None);
        // zenity on the PATH is enough without a bus.
        std::fs::write(empty.join("zenity"), b"").unwrap();
        let path = std::env::join_paths([Path::new("/nonexistent"), &empty]).unwrap();
        assert_eq!(check(&[("PATH", path)]), None);
    }
}
