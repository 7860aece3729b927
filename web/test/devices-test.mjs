// The browser build on a phone, a tablet and a desktop, and offline (scripts/web-test.sh runs
// it after browser-test.mjs). It serves its own copy of the site, so that it can take the server
// away and bring a new version of the site in:
// - each profile (a phone upright: 390 x 844, touch, device scale 3; a tablet: 1024 x 768, touch;
//   a desktop: 1280 x 800, mouse) gets its layout (the phone the narrow one, its board at least
//   90 % of the screen's width), screenshots in English and Chinese, a whole game against the AI
//   played by taps (clicks on the desktop) to its end, its panels opened and closed, and a new
//   game from the bar with a move undone;
// - the phone then chooses Japanese (its saved settings), which fetches the Japanese font; it
//   goes offline (the server stopped too), reloads, still reads Japanese with the font from the
//   service worker, finds its saved game and plays on with the AI answering from its Web Worker,
//   all from the service worker's cache;
// - a new version of the site appears on the server: the page offers to reload into it, a tap
//   does, and only the new version's cache is left.
//
//   node web/test/devices-test.mjs SITE_DIR SERVE_BIN OUT_DIR
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Report what the service worker fetches too (Playwright's switch for it).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";
const { chromium } = await import("playwright-core");

const [siteDir, serveBin, outDir] = process.argv.slice(2);
if (!siteDir || !serveBin || !outDir) {
  console.error("usage: node devices-test.mjs SITE_DIR SERVE_BIN OUT_DIR");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const PORT = Number(process.env.WEB_DEVICES_PORT ?? 8094);
const URL_ROOT = `http://127.0.0.1:${PORT}/`;
const SETTINGS_KEY = "gomoku/settings.json";
const GAME_KEY = "gomoku/current-game.json";
const START_TIMEOUT_MS = 180_000;
const ANSWER_TIMEOUT_MS = 60_000;
// What a first visit may download, the whole game played and the site cached for offline play
// included (response bodies as received, so compressed), in bytes.
const FIRST_VISIT_LIMIT_BYTES = 4_200_000;
// A game of taps ends well before this many of our moves (a board of 225 points).
const MOST_MOVES = 110;
const PROFILES = [
  { name: "phone", layout: "narrow", touch: true, options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } },
  { name: "tablet", layout: "wide", touch: true, options: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
  { name: "desktop", layout: "wide", touch: false, options: { viewport: { width: 1280, height: 800 } } },
];

const failures = [];
const fail = (message) => {
  failures.push(message);
  console.error(`FAIL: ${message}`);
};
const report = {};

// The site is served from a copy, which the update step changes.
const site = mkdtempSync(join(tmpdir(), "gomoku-site-"));
cpSync(siteDir, site, { recursive: true });
let server = null;
const startServer = async () => {
  server = spawn(serveBin, [site, String(PORT)], { stdio: "ignore" });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(URL_ROOT)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("the test's web server did not start");
    await new Promise((done) => setTimeout(done, 100));
  }
};
const stopServer = async () => {
  if (!server) return;
  const exited = new Promise((done) => server.once("exit", done));
  server.kill();
  await exited;
  server = null;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
    "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

// What one profile's page can do, the page's own errors collected.
const openProfile = async (profile) => {
  const context = await browser.newContext(profile.options);
  const page = await context.newPage();
  const errors = [];
  // Everything the site sends this profile (the page, its workers and the service worker), as
  // received: compressed where the server compressed it.
  const received = new Map();
  let recording = true;
  context.on("response", (response) => {
    if (!recording || !response.url().startsWith(URL_ROOT)) return;
    const key = `${received.size} ${response.url()}`;
    received.set(key, response.request().sizes().then(
      (sizes) => ({ file: new URL(response.url()).pathname, status: response.status(), bytes: sizes.responseBodySize, worker: Boolean(response.request().serviceWorker()) }),
      () => ({ file: new URL(response.url()).pathname, status: response.status(), bytes: 0, worker: false }),
    ));
  });
  const downloaded = async () => {
    recording = false;
    const files = await Promise.all(received.values());
    return {
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      responses: files.length,
      by_the_service_worker: files.filter((file) => file.worker).map((file) => `${file.file} ${file.status} ${file.bytes}`),
    };
  };
  page.on("console", (message) => {
    // Chromium's note that a touch it had already handed to scrolling could not be cancelled
    // (the page cancels every touch on the canvas) is the browser's, not the game's.
    const browserNote = message.text().startsWith("Ignored attempt to cancel a touch");
    if (message.type() === "error" && !browserNote) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  if ((profile.options.deviceScaleFactor ?? 1) !== 1) {
    // Chromium's device emulation reports the device-pixel content box unscaled (100 CSS
    // pixels at scale 3 come out as 100 device pixels), which no real phone does, and winit
    // sizes the canvas by it. The page gets a browser without that box, as Safari is, and
    // winit computes the canvas from the CSS size and the scale instead.
    await page.addInitScript(() => {
      delete ResizeObserverEntry.prototype.devicePixelContentBoxSize;
    });
  }
  // Beginner answers at once, so a game of taps is quick.
  await page.addInitScript(
    ([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value),
    [SETTINGS_KEY, JSON.stringify({ level: "beginner", move_time_ms: 300 })],
  );
  const attribute = (name) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
  // Resolves once the game has drawn `count` more frames (its own count: a page's animation
  // frames can pass without one of the game's when the renderer is slow).
  const frames = async (count) => {
    const frameNow = async () => Number(await attribute("data-frame")) || 0;
    const until = (await frameNow()) + count;
    const deadline = Date.now() + 30_000;
    while ((await frameNow()) < until) {
      if (Date.now() > deadline) throw new Error(`${profile.name}: the game stopped drawing`);
      await page.waitForTimeout(20);
    }
  };
  const waitFor = async (what, predicate, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await predicate();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${profile.name}: timed out waiting for ${what}`);
      await page.waitForTimeout(50);
    }
  };
  const waitForStart = () =>
    waitFor("the game's first frame", async () => {
      if (errors.length) throw new Error(`${profile.name}: the game failed to start: ${errors[0]}`);
      return (await attribute("data-gomoku")) === "running";
    }, START_TIMEOUT_MS);
  const waitForScreen = (screen) =>
    waitFor(`the ${screen} screen`, async () => (await attribute("data-screen")) === screen, 30_000);
  const storedMoves = () =>
    page.evaluate((key) => {
      const text = localStorage.getItem(key);
      if (!text) return [];
      const record = JSON.parse(text);
      return record.moves.slice(0, record.current_ply ?? record.moves.length);
    }, GAME_KEY);
  // A finger's tap (a click on the desktop), in CSS pixels. On the interface (egui) the finger
  // lifts in the frame it touched: egui takes a press longer than 0.8 s for no click, and this
  // software renderer draws a phone's screen about once a second. On the board it stays down
  // for two frames: picking makes a click of a press and a release it sees in different frames.
  const cdp = profile.touch ? await context.newCDPSession(page) : null;
  const tap = async (x, y, { hold = false } = {}) => {
    if (profile.touch && !hold) {
      await page.touchscreen.tap(x, y);
    } else if (profile.touch) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      // Two frames: the count may step once before the game has read the touch.
      await frames(2);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    } else {
      await page.mouse.move(x, y);
      await frames(2);
      await page.mouse.down();
      await frames(2);
      await page.mouse.up();
    }
    await frames(2);
  };
  const targetNow = async (name) => {
    const targets = Object.fromEntries(
      ((await attribute("data-targets")) ?? "")
        .split(";")
        .filter(Boolean)
        .map((entry) => {
          const [key, at] = entry.split(":");
          return [key, at.split(",").map(Number)];
        }),
    );
    return targets[name]?.join(",");
  };
  // Where the control is once it stays put (a window settles over its first frames).
  const target = async (name) => {
    let at = await targetNow(name);
    for (let tries = 0; tries < 50; tries++) {
      await frames(4);
      const again = await targetNow(name);
      if (again && again === at) return at.split(",").map(Number);
      at = again;
    }
    throw new Error(`${profile.name}: no control ${name} that stays put on the page`);
  };
  const tapControl = async (name) => {
    const [x, y] = await target(name);
    console.log(`${profile.name}: tap ${name} at ${x},${y}`);
    await tap(x, y);
  };
  // The point's place on the page, from the board's centre and cell size.
  const pointAt = async ([px, py]) => {
    // The board once it stays put (after a reload the canvas settles over its first frames).
    let board = await attribute("data-board");
    for (let tries = 0; tries < 50; tries++) {
      await frames(4);
      const again = await attribute("data-board");
      if (again === board) break;
      board = again;
    }
    const [bx, by, cell] = board.split(",").map(Number);
    return [bx + (px - 7) * cell, by + (py - 7) * cell];
  };
  // One move: two taps (the first aims, the second places) or a click.
  const play = async (point) => {
    const [x, y] = await pointAt(point);
    await tap(x, y, { hold: true });
    if (profile.touch) await tap(x, y, { hold: true });
  };
  return { context, page, errors, downloaded, attribute, frames, waitFor, waitForStart, waitForScreen, storedMoves, tap, tapControl, target, play };
};

// The empty point that makes black's longest line (ties: nearest the centre).
const nextMove = (moves) => {
  const stone = new Map(moves.map(([x, y], i) => [`${x},${y}`, i % 2]));
  let best = null;
  for (let x = 0; x < 15; x++) {
    for (let y = 0; y < 15; y++) {
      if (stone.has(`${x},${y}`)) continue;
      let line = 0;
      for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
        let run = 1;
        for (const sign of [1, -1]) {
          for (let k = 1; stone.get(`${x + sign * k * dx},${y + sign * k * dy}`) === 0; k++) run++;
        }
        line = Math.max(line, run);
      }
      const score = line * 100 - Math.abs(x - 7) - Math.abs(y - 7);
      if (!best || score > best.score) best = { score, point: [x, y] };
    }
  }
  return best.point;
};

// A whole game against the AI, the person black, move by move until it ends.
const playToTheEnd = async (p) => {
  let moves = 0;
  for (let turn = 0; turn < MOST_MOVES; turn++) {
    if ((await p.attribute("data-screen")) === "gameover") break;
    const before = await p.storedMoves();
    moves = before.length + 1;
    await p.play(nextMove(before));
    await p.waitFor(
      "the move and the AI's answer",
      async () => {
        if ((await p.attribute("data-screen")) === "gameover") return true;
        return (await p.storedMoves()).length === before.length + 2;
      },
      ANSWER_TIMEOUT_MS,
    );
  }
  if ((await p.attribute("data-screen")) !== "gameover") throw new Error("the game did not end");
  return moves;
};

// Taps each panel's tab or header and checks that the screen changed each time.
const openAndClosePanels = async (p, profile) => {
  const names = profile.layout === "narrow"
    ? ["tab_moves", "tab_analysis", "tab_review", "tab_view", "tab_game"]
    : ["panel_view", "panel_moves", "panel_moves", "panel_view"];
  const opened = [];
  for (const name of names) {
    const before = await p.page.screenshot();
    await p.tapControl(name);
    await p.frames(6);
    const after = await p.page.screenshot({ path: `${outDir}/${profile.name}-${name}.png` });
    if (before.equals(after)) fail(`${profile.name}: tapping ${name} changed nothing`);
    opened.push(name);
  }
  return opened;
};

let shown = null;
try {
  await startServer();
  for (const profile of PROFILES) {
    const p = await openProfile(profile);
    shown = p.page;
    const result = {};
    await p.page.goto(URL_ROOT);
    await p.waitForStart();
    await p.waitForScreen("menu");
    // The interface picks its layout in its first frames, after the menu is up: give it a
    // moment (a loaded machine has shown the first frame's default before the choice).
    const deadline = Date.now() + 5_000;
    do {
      result.layout = await p.attribute("data-layout");
      if (result.layout === profile.layout) break;
      await p.page.waitForTimeout(50);
    } while (Date.now() < deadline);
    if (result.layout !== profile.layout) fail(`${profile.name}: the ${result.layout} layout, not ${profile.layout}`);
    await p.frames(10);
    await p.page.screenshot({ path: `${outDir}/${profile.name}-menu-en.png` });
    await p.tapControl("start_button");
    await p.waitForScreen("playing");
    const [, , cell] = (await p.attribute("data-board")).split(",").map(Number);
    // The wooden board spans the 14 cells between the outer lines and 1.25 cells either side.
    result.board_share_of_width = Math.round((16.5 * cell * 100) / profile.options.viewport.width) / 100;
    if (profile.name === "phone" && result.board_share_of_width < 0.9) {
      fail(`phone: the board takes ${result.board_share_of_width} of the screen's width`);
    }
    result.moves_to_the_end = await playToTheEnd(p);
    await p.frames(30);
    await p.page.screenshot({ path: `${outDir}/${profile.name}-game-over-en.png` });
    result.panels = await openAndClosePanels(p, profile);
    // A new game from the bar by taps, one move and the AI's answer: it is saved.
    await p.tapControl("new_game");
    await p.waitForScreen("menu");
    await p.tapControl("start_button");
    await p.waitForScreen("playing");
    const firstTwo = async () => {
      await p.play([7, 7]);
      return p.waitFor("the new game's first two moves", async () => {
        const moves = await p.storedMoves();
        return moves.length === 2 ? moves : null;
      }, ANSWER_TIMEOUT_MS);
    };
    await firstTwo();
    // Undo from the bar takes back the AI's answer and the move; then a fresh game again (a
    // move played after an undo would start a variation, which the saved record keeps apart).
    await p.tapControl("undo_button");
    await p.waitFor("the undone moves", async () => (await p.storedMoves()).length === 0, 10_000);
    await p.tapControl("new_game");
    await p.waitForScreen("menu");
    await p.tapControl("start_button");
    await p.waitForScreen("playing");
    const saved = await firstTwo();
    await p.frames(10);
    await p.page.screenshot({ path: `${outDir}/${profile.name}-play-en.png` });

    if (profile.name === "phone") {
      // Offline: no server at all. The service worker has cached the site by now (it
      // registers once the game runs); the page must come back from it.
      await p.waitFor("the service worker to control the page", () =>
        p.page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === "activated";
        }), 60_000);
      // The first visit's download, the service worker's caching of the site included.
      result.first_visit = await p.downloaded();
      if (result.first_visit.bytes > FIRST_VISIT_LIMIT_BYTES) {
        fail(`the first visit downloaded ${result.first_visit.bytes} bytes, over ${FIRST_VISIT_LIMIT_BYTES}`);
      }
      // A language chosen (Japanese, as the saved settings say) fetches its font once; the
      // service worker keeps it, so the language still reads offline.
      const fontPath = "fonts/NotoSansJP-subset.otf";
      const fontAnswers = [];
      p.context.on("response", (response) => {
        if (response.url().endsWith(fontPath)) fontAnswers.push({ status: response.status(), worker: response.fromServiceWorker() });
      });
      await p.page.evaluate(() => {
        const key = "gomoku/settings.json";
        const settings = JSON.parse(localStorage.getItem(key) ?? "{}");
        settings.language = "japanese";
        localStorage.setItem(key, JSON.stringify(settings));
      });
      await p.page.reload();
      await p.waitForStart();
      await p.waitFor("the Japanese font", async () => fontAnswers.some((answer) => answer.status === 200) || null, 60_000);
      await p.waitFor("the page in Japanese", async () => (await p.page.evaluate(() => document.documentElement.lang)) === "ja" || null, 30_000);
      await stopServer();
      await p.context.setOffline(true);
      fontAnswers.length = 0;
      await p.page.reload();
      await p.waitForStart();
      await p.waitForScreen("playing");
      await p.waitFor("the Japanese font offline", async () => fontAnswers.find((answer) => answer.status === 200) ?? null, 60_000);
      result.language_offline = { lang: await p.page.evaluate(() => document.documentElement.lang), font: fontAnswers[0] };
      if (result.language_offline.lang !== "ja") fail(`offline, the page is in ${result.language_offline.lang}, not Japanese`);
      const resumed = await p.storedMoves();
      if (JSON.stringify(resumed) !== JSON.stringify(saved)) fail(`offline, the game came back as ${JSON.stringify(resumed)}`);
      await p.play(nextMove(resumed));
      const offline = await p.waitFor("the AI's answer offline", async () => {
        const moves = await p.storedMoves();
        return moves.length === 4 ? moves : null;
      }, ANSWER_TIMEOUT_MS);
      result.offline = { resumed: resumed.length, after_a_move: offline.length, controlled: await p.page.evaluate(() => Boolean(navigator.serviceWorker.controller)) };
      if (!result.offline.controlled) fail("offline, the page is not served by the service worker");
      await p.frames(10);
      await p.page.screenshot({ path: `${outDir}/phone-offline-ja.png` });

      // A new version of the site: the same files under a new version key.
      const oldVersion = await p.page.evaluate(() => document.querySelector('meta[name="gomoku-site-version"]').content);
      const newVersion = `${oldVersion.slice(0, 8)}-update`;
      for (const file of ["sw.js", "index.html"]) {
        const path = join(site, file);
        writeFileSync(path, readFileSync(path, "utf8").replaceAll(oldVersion, newVersion));
        rmSync(`${path}.br`, { force: true });
        rmSync(`${path}.gz`, { force: true });
      }
      await p.context.setOffline(false);
      await startServer();
      await p.page.reload();
      await p.waitForStart();
      await p.waitFor("the offer of the new version", () => p.page.isVisible("#update"), 120_000);
      await p.page.screenshot({ path: `${outDir}/phone-update-offered.png` });
      const reloaded = p.page.waitForEvent("load", { timeout: 60_000 });
      await p.page.tap("#update-reload");
      await reloaded;
      await p.waitForStart();
      const running = await p.page.evaluate(() => document.querySelector('meta[name="gomoku-site-version"]').content);
      const caches = await p.page.evaluate(() => caches.keys());
      result.update = { from: oldVersion, to: running, caches };
      if (running !== newVersion) fail(`after the update the page is version ${running}, not ${newVersion}`);
      if (JSON.stringify(caches) !== JSON.stringify([`gomoku-${newVersion}`])) fail(`after the update the caches are ${JSON.stringify(caches)}`);
      const after = await p.storedMoves();
      if (after.length !== 4) fail(`the update lost the saved game: ${JSON.stringify(after)}`);
    }

    // Chinese, through a link's options (which leave the saved game alone).
    await p.page.goto(`${URL_ROOT}?lang=zh`);
    await p.waitForStart();
    await p.frames(10);
    await p.page.screenshot({ path: `${outDir}/${profile.name}-menu-zh.png` });
    await p.page.goto(`${URL_ROOT}?lang=zh&position=h8i9h9j8g7&screen=play`);
    await p.waitForStart();
    await p.frames(10);
    await p.page.screenshot({ path: `${outDir}/${profile.name}-play-zh.png` });
    for (const error of p.errors) fail(`${profile.name} console: ${error}`);
    report[profile.name] = result;
    await p.context.close();
  }
} catch (error) {
  fail(error.message);
  await shown?.screenshot({ path: `${outDir}/devices-failure.png` }).catch(() => {});
} finally {
  await browser.close();
  await stopServer();
  rmSync(site, { recursive: true, force: true });
}

report.failures = failures;
writeFileSync(`${outDir}/devices-test.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
process.exit(failures.length ? 1 : 0);
