//! A headless game for tests: the real plugins without a window, with helpers that press keys,
//! click points and step time the way a running app would.

#![allow(dead_code)]

pub mod analysis;
pub mod opening;

use std::path::PathBuf;
use std::time::Duration;

use bevy::camera::NormalizedRenderTarget;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::picking::backend::HitData;
use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use gomoku::board::{BoardCamera, BoardLayout, BoardSurface};
use gomoku::input::world_to_viewport;
use gomoku::persistence::parse_game;
use gomoku::screens::Screen;
use gomoku::session::{GameCommand, Session};
use gomoku::settings::{GameSetup, Mode, PlayerRecord, Preferences};
use gomoku::sides::Stone;
use gomoku::stones::PlacedStone;
use gomoku::win_line::WinLineAnimation;
use gomoku_engine::Point;
use gomoku_engine::notation::parse_point;

/// Headless apps have no textures, so no `Art` unless a test brings one: blank handles are
/// enough to spawn the board's marks.
pub fn blank_art() -> gomoku::art::Art {
    gomoku::art::Art {
        wood: Default::default(),
        black_stone: Default::default(),
        white_stone: Default::default(),
        shadow: Default::default(),
        disc: Default::default(),
        ring: Default::default(),
        cross: Default::default(),
    }
}

/// The interface actions the keyboard and gamepad asked for, in order (see
/// [`TestGame::record_ui_actions`]).
#[derive(Resource, Default)]
pub struct SeenActions(pub Vec<gomoku::input::UiAction>);

/// A fresh storage directory per test.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "gomoku-test-{}-{name}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The machine every test app's task pools are sized for: a small one, two cores, so the async
/// compute pool where the engine searches has two threads and a search may use one of them.
/// Bevy's pools are made once per process, so all apps of this binary must agree.
pub const TEST_CORES: usize = 2;

pub struct TestGame {
    pub app: App,
    pub dir: PathBuf,
}

impl TestGame {
    pub fn new(mode: Mode) -> Self {
        let dir = temp_dir(&format!("{mode:?}"));
        Self::in_dir(dir, Some(mode))
    }

    /// An app on an existing storage directory (what a restart sees).
    pub fn in_dir(dir: PathBuf, mode: Option<Mode>) -> Self {
        Self::with_setup(dir, mode, |_| {})
    }

    /// An app with more plugins or resources, added by `setup` before it starts.
    pub fn with_setup(dir: PathBuf, mode: Option<Mode>, setup: impl FnOnce(&mut App)) -> Self {
        let mut app = gomoku::headless_app(dir.clone(), TEST_CORES);
        setup(&mut app);
        // Each update advances the clock by one 60 Hz frame, whatever the wall clock does.
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_micros(
            16_667,
        )));
        app.update();
        let mut game = TestGame { app, dir };
        if let Some(mode) = mode {
            game.configure(|s| s.mode = mode);
        }
        game
    }

    /// Keeps every interface action from now on in [`SeenActions`].
    pub fn record_ui_actions(&mut self) {
        self.app.init_resource::<SeenActions>().add_systems(
            Last,
            |mut actions: MessageReader<gomoku::input::UiAction>, mut seen: ResMut<SeenActions>| {
                seen.0.extend(actions.read().copied());
            },
        );
    }

    pub fn configure(&mut self, change: impl FnOnce(&mut GameSetup)) {
        change(&mut self.app.world_mut().resource_mut::<GameSetup>());
    }

    /// Changes the interface's preferences.
    pub fn prefer(&mut self, change: impl FnOnce(&mut Preferences)) {
        change(&mut self.app.world_mut().resource_mut::<Preferences>());
    }

    pub fn prefs(&self) -> &Preferences {
        self.app.world().resource::<Preferences>()
    }

    /// The player's record (results, puzzles solved).
    pub fn record(&self) -> &PlayerRecord {
        self.app.world().resource::<PlayerRecord>()
    }

    pub fn keep_record(&mut self, change: impl FnOnce(&mut PlayerRecord)) {
        change(&mut self.app.world_mut().resource_mut::<PlayerRecord>());
    }

    /// Starts a new game with the current settings.
    pub fn start(&mut self) {
        self.command(GameCommand::NewGame);
        assert_eq!(self.screen(), Screen::Playing);
    }

    /// Loads a position string and shows `screen`.
    pub fn load(&mut self, moves: &str, screen: Screen) {
        let setup = self.app.world().resource::<GameSetup>().clone();
        let options = gomoku::session::new_game(&setup).options();
        let (game, _) = parse_game(moves, options).unwrap();
        self.command(GameCommand::Load {
            game: Box::new(game),
            source: "test".to_owned(),
            extras: Default::default(),
        });
        if screen == Screen::Playing {
            self.command(GameCommand::Resume);
        }
        assert_eq!(self.screen(), screen);
    }

    pub fn command(&mut self, command: GameCommand) {
        self.app.world_mut().write_message(command);
        self.app.update();
        self.app.update();
    }

    pub fn screen(&self) -> Screen {
        *self.app.world().resource::<State<Screen>>().get()
    }

    pub fn to_move(&self) -> Stone {
        self.app.world().resource::<Session>().game().to_move()
    }

    pub fn point(&self, name: &str) -> Point {
        let size = self.app.world().resource::<Session>().game().size();
        parse_point(name, size).unwrap()
    }

    /// Presses `key` while `modifier` is held.
    pub fn chord(&mut self, modifier: KeyCode, key: KeyCode) {
        let mut input = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        input.press(modifier);
        input.press(key);
        self.app.update();
        let mut input = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        input.release(modifier);
        input.release(key);
        input.clear();
        self.app.update();
        self.app.update();
    }

    /// `modifier` + `key` pressed and released within one frame, as a macro or a fast
    /// keystroke delivers them.
    pub fn instant_chord(&mut self, modifier: KeyCode, key: KeyCode) {
        let mut input = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        input.press(modifier);
        input.press(key);
        input.release(key);
        input.release(modifier);
        self.app.update();
        self.app
            .world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .clear();
        self.app.update();
        self.app.update();
    }

    /// Presses the keys one after another, a frame each, as separate key strokes.
    pub fn tap_keys(&mut self, keys: &[KeyCode]) {
        for &key in keys {
            self.app
                .world_mut()
                .resource_mut::<ButtonInput<KeyCode>>()
                .press(key);
            self.app.update();
            let mut input = self.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            input.release(key);
            input.clear();
            self.app.update();
        }
    }

    pub fn press_pad(&mut self, pad: Entity, button: GamepadButton) {
        let mut entity = self.app.world_mut().entity_mut(pad);
        entity
            .get_mut::<Gamepad>()
            .unwrap()
            .digital_mut()
            .press(button);
        self.app.update();
        let mut entity = self.app.world_mut().entity_mut(pad);
        let mut gamepad = entity.get_mut::<Gamepad>().unwrap();
        gamepad.digital_mut().release(button);
        gamepad.digital_mut().clear();
        self.app.update();
        self.app.update();
    }

    /// A primary click on the board at a named point, as the sprite picking backend reports it.
    pub fn click(&mut self, name: &str) {
        let layout = *self.app.world().resource::<BoardLayout>();
        let world = layout.to_world(self.point(name));
        self.click_world(world);
    }

    pub fn click_world(&mut self, world: Vec2) {
        self.pointer_click(PointerId::Mouse, world);
    }

    /// A tap of a finger on a named point.
    pub fn tap(&mut self, name: &str) {
        let layout = *self.app.world().resource::<BoardLayout>();
        let world = layout.to_world(self.point(name));
        self.pointer_click(PointerId::Touch(1), world);
    }

    /// A click as picking reports a pointer that moved and clicked within one frame: the hit
    /// is the frame before's (over `stale`), the release's own position on the screen is over
    /// `aimed`. Needs [`TestGame::with_window`].
    pub fn click_moved(&mut self, stale: &str, aimed: &str) {
        let layout = *self.app.world().resource::<BoardLayout>();
        let stale = layout.to_world(self.point(stale));
        let aimed = layout.to_world(self.point(aimed));
        let screen = self
            .screen_of(aimed)
            .expect("a window and the board camera");
        self.pointer_click_at(PointerId::Mouse, stale, screen);
    }

    /// Where a world position is on the window, when the test app has one.
    fn screen_of(&mut self, world_position: Vec2) -> Option<Vec2> {
        let world = self.app.world_mut();
        let window = world.query::<&Window>().single(world).ok()?;
        let size = Vec2::new(window.width(), window.height());
        let (projection, transform) = world
            .query_filtered::<(&Projection, &Transform), With<BoardCamera>>()
            .single(world)
            .ok()?;
        world_to_viewport(size, projection, transform, world_position)
    }

    /// A window of 1280x800 and the board's camera, fitted to it as the game fits it, for
    /// tests that turn screen positions into points.
    pub fn with_window(mode: Mode) -> Self {
        let dir = temp_dir(&format!("window-{mode:?}"));
        TestGame::with_setup(dir, Some(mode), |app| {
            app.insert_resource(blank_art());
            app.world_mut().spawn(Window {
                resolution: bevy::window::WindowResolution::new(1280, 800),
                ..default()
            });
            app.world_mut().spawn((
                BoardCamera,
                Projection::Orthographic(OrthographicProjection::default_2d()),
                Transform::default(),
            ));
        })
    }

    fn pointer_click(&mut self, pointer: PointerId, world: Vec2) {
        let screen = self.screen_of(world).unwrap_or(Vec2::ZERO);
        self.pointer_click_at(pointer, world, screen);
    }

    fn pointer_click_at(&mut self, pointer: PointerId, world: Vec2, screen: Vec2) {
        let board = self
            .app
            .world_mut()
            .query_filtered::<Entity, With<BoardSurface>>()
            .single(self.app.world())
            .expect("one board");
        let click = Pointer::new(
            pointer,
            Location {
                target: NormalizedRenderTarget::None {
                    width: 1280,
                    height: 800,
                },
                position: screen,
            },
            Click {
                button: PointerButton::Primary,
                hit: HitData::new(board, 0.0, Some(world.extend(0.0)), None),
                duration: Duration::from_millis(80),
                count: 1,
            },
            board,
        );
        self.app.world_mut().trigger(click);
        self.app.update();
        self.app.update();
    }

    /// Runs frames for `duration` of app time (and about as much wall time, so engine jobs can
    /// finish).
    pub fn run_for(&mut self, duration: Duration) {
        let frames = (duration.as_secs_f32() * 60.0).ceil() as u32;
        let wall = duration / frames.max(1);
        for _ in 0..frames {
            self.app.update();
            std::thread::sleep(wall);
        }
    }

    pub fn stones(&mut self) -> Vec<(PlacedStone, Vec3)> {
        let mut stones: Vec<(PlacedStone, Vec3)> = self
            .app
            .world_mut()
            .query::<(&PlacedStone, &Transform)>()
            .iter(self.app.world())
            .map(|(s, t)| (*s, t.translation))
            .collect();
        stones.sort_by_key(|(s, _)| s.ply);
        stones
    }

    pub fn win_lines(&mut self) -> Vec<WinLineAnimation> {
        self.app
            .world_mut()
            .query::<&WinLineAnimation>()
            .iter(self.app.world())
            .cloned()
            .collect()
    }
}
