//! Searches are tasks of Bevy's async compute pool, sized for a two-core machine here
//! (`support::TEST_CORES`): a search, however long and however many threads the settings ask
//! for, leaves one of the pool's threads to Bevy's own work, and a stopped search gives its
//! thread back. The thread setting defaults to all cores but one and is saved with the rest.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use bevy::tasks::AsyncComputeTaskPool;
use bevy::tasks::futures::check_ready;
use gomoku::ai::{AiWorker, Purpose};
use gomoku::persistence::save_now;
use gomoku::screens::Screen;
use gomoku::session::GameCommand;
use gomoku::settings::{GameSetup, Mode, max_search_threads};
use gomoku::sides::Stone;
use gomoku_engine::Level;
use gomoku_engine::search::MAX_THREADS;

use crate::support::analysis::*;
use crate::support::*;

/// Generous: a free pool thread takes a task at once; another test's short search (they take
/// at most a second and a half) may hold the other thread meanwhile.
const PROMPTLY: Duration = Duration::from_secs(5);

/// Whether a task of the async compute pool (standing in for Bevy's own work, such as compiling
/// a render pipeline) completes within `within` while the game runs frames.
fn a_pool_task_completes(game: &mut TestGame, within: Duration) -> bool {
    let mut task = AsyncComputeTaskPool::get().spawn(async { 7 * 6 });
    let started = Instant::now();
    while started.elapsed() < within {
        if check_ready(&mut task) == Some(42) {
            return true;
        }
        game.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    false
}

/// Whether every thread of the async compute pool takes a task at the same time within
/// `within`: each task waits (polling, so never for ever) until all have started. False while
/// something else, a search, holds a thread.
fn the_whole_pool_is_free(within: Duration) -> bool {
    let pool = AsyncComputeTaskPool::get();
    let threads = pool.thread_num();
    let started = Arc::new(AtomicUsize::new(0));
    let deadline = Instant::now() + within;
    let mut tasks: Vec<_> = (0..threads)
        .map(|_| {
            let started = started.clone();
            pool.spawn(async move {
                started.fetch_add(1, Ordering::SeqCst);
                while started.load(Ordering::SeqCst) < threads && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(1));
                }
                started.load(Ordering::SeqCst) >= threads
            })
        })
        .collect();
    let mut all = true;
    let give_up = deadline + Duration::from_secs(1);
    while !tasks.is_empty() && Instant::now() < give_up {
        tasks.retain_mut(|task| match check_ready(task) {
            Some(together) => {
                all &= together;
                false
            }
            None => true,
        });
        std::thread::sleep(Duration::from_millis(1));
    }
    // Tasks left over never started; dropping them cancels them.
    all && tasks.is_empty()
}

fn pool_threads() -> u32 {
    u32::try_from(AsyncComputeTaskPool::get().thread_num()).unwrap()
}

fn thinking_threads(game: &TestGame) -> Option<u32> {
    game.app.world().resource::<AiWorker>().thinking_threads()
}

/// Human against Master, the engine (black) to move with a long time: it thinks until stopped.
fn master_thinking(threads: u32) -> TestGame {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| {
        s.human_color = Stone::White;
        s.level = Level::Master;
        s.move_time_ms = 30_000;
        s.search_threads = threads;
    });
    game.load("h8i9h9h10", Screen::Playing);
    game.app.update();
    assert_eq!(
        game.app.world().resource::<AiWorker>().thinking(),
        Some(Purpose::Move)
    );
    game
}

#[test]
fn the_pool_has_a_thread_more_than_a_search_may_use() {
    assert_eq!(
        AsyncComputeTaskPool::get().thread_num(),
        max_search_threads(TEST_CORES) as usize + 1
    );
}

#[test]
fn an_endless_analysis_on_the_most_threads_leaves_a_pool_thread_free() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.configure(|s| s.search_threads = u32::MAX);
    game.load("h8i9h9h10i8", Screen::Playing);
    set_analysis(&mut game, true);
    wait_until(&mut game, "the analysis reports", 10, |g| depth(g) > 0);
    assert_eq!(thinking_threads(&game), Some(pool_threads() - 1));
    assert!(
        a_pool_task_completes(&mut game, PROMPTLY),
        "another task of the pool waited for the analysis"
    );
    assert!(analysing(&game), "the analysis is still thinking");
    set_analysis(&mut game, false);
}

#[test]
fn switching_the_analysis_off_gives_its_pool_thread_back() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.load("h8i9h9h10i8", Screen::Playing);
    set_analysis(&mut game, true);
    wait_until(&mut game, "the analysis reports", 10, |g| depth(g) > 0);
    assert!(
        !the_whole_pool_is_free(Duration::from_millis(300)),
        "the analysis holds a thread"
    );
    set_analysis(&mut game, false);
    assert!(!analysing(&game));
    assert!(
        the_whole_pool_is_free(PROMPTLY),
        "the stopped analysis let its thread go"
    );
}

#[test]
fn undo_stops_the_engines_search_and_gives_its_pool_thread_back() {
    let _turn = turn();
    let mut game = master_thinking(1);
    game.run_for(Duration::from_millis(200));
    assert!(
        !the_whole_pool_is_free(Duration::from_millis(300)),
        "the search holds a thread"
    );
    game.command(GameCommand::Undo);
    assert_eq!(game.app.world().resource::<AiWorker>().thinking(), None);
    assert!(
        the_whole_pool_is_free(PROMPTLY),
        "the cancelled search let its thread go"
    );
}

#[test]
fn a_master_search_asked_for_more_threads_than_the_pool_has_leaves_one_free() {
    let _turn = turn();
    let mut game = master_thinking(MAX_THREADS);
    let threads = thinking_threads(&game).expect("thinking");
    assert!(
        threads >= 1 && threads < pool_threads(),
        "{threads} threads"
    );
    assert!(
        a_pool_task_completes(&mut game, PROMPTLY),
        "another task of the pool waited for the search"
    );
    assert_eq!(
        game.app.world().resource::<AiWorker>().thinking(),
        Some(Purpose::Move),
        "the engine is still thinking"
    );
    game.command(GameCommand::Undo);
}

#[test]
fn the_thread_setting_defaults_to_all_cores_but_one() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let expected = u32::try_from(cores - 1).unwrap().clamp(1, MAX_THREADS);
    let setup = GameSetup::default();
    assert_eq!(setup.search_threads, expected);
    assert_eq!(setup.search_threads(), expected);
    // A search on the default uses what the pool can spare of it.
    let _turn = turn();
    let game = master_thinking(setup.search_threads);
    assert_eq!(
        thinking_threads(&game),
        Some(expected.min(pool_threads() - 1))
    );
}

#[test]
fn the_thread_setting_is_saved_and_an_older_file_loads_with_the_default() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.configure(|s| {
        s.search_threads = 3;
        s.level = Level::Hard;
    });
    save_now(game.app.world_mut());
    let dir = game.dir.clone();
    drop(game);
    let restarted = TestGame::in_dir(dir.clone(), None);
    let setup = restarted.app.world().resource::<GameSetup>().clone();
    assert_eq!(setup.search_threads, 3);
    assert_eq!(setup.level, Level::Hard);
    drop(restarted);

    // The same file as a game from before the setting wrote it.
    let path = dir.join("settings.json");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut fields: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert!(
        fields
            .as_object_mut()
            .unwrap()
            .remove("search_threads")
            .is_some()
    );
    std::fs::write(&path, fields.to_string()).unwrap();
    let older = TestGame::in_dir(dir, None);
    let setup = older.app.world().resource::<GameSetup>().clone();
    assert_eq!(
        setup.search_threads,
        GameSetup::default().search_threads,
        "the default"
    );
    assert_eq!(setup.level, Level::Hard, "the rest of the file is read");
}
