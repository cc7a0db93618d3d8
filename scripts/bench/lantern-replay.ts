/**
 * What Lighthouse's simulated FCP, LCP and TBT are made of, and what they would be if the page were
 * different: records one Lighthouse run (its trace and network log), then replays Lantern, the
 * simulation Lighthouse 12 computes these metrics with, on the recording, as is or edited.
 *
 *   node --import tsx scripts/bench/lantern-replay.ts record <url> <file.json>
 *   node --import tsx scripts/bench/lantern-replay.ts replay <file.json>… [--what-if=<edit>[+<edit>…],…] [--graph=fcp|lcp]
 *
 * Edits: fonts=<factor> (bytes of the .woff2 files), framework=<factor> (bytes of framework-*.js),
 * no-fonts, scripts-after-paint (the scripts' downloads end after the observed first paint),
 * layout=<factor> (duration of style and layout work), fast-static (files under /assets and /images
 * answered at once). A replay of the recording as is gives the run's own figures to the millisecond,
 * so an edit's effect is free of the host's noise for that recording (though not of which way the
 * recorded load went: see docs/performance.md, "The browser's view").
 *
 * What the replay shows (22 Nov 2026): module scripts never count as evaluated after the paint (Lantern
 * knows a script's evaluation only by an `EvaluateScript` event with its URL, and modules have none),
 * so every module script whose download ends before the observed first paint is in the FCP and LCP
 * graphs; and script requests wait for the main-thread task that sent them.
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

type Recording = { settings: any; Trace: { traceEvents: any[] }; DevtoolsLog: any[]; GatherContext: any; URL: any; SourceMaps: any };
type Edit = (recording: Recording, value: number) => void;

function requestIds(recording: Recording, test: (url: string) => boolean): Set<string> {
  const ids = new Set<string>();
  for (const message of recording.DevtoolsLog) {
    if (message.method === "Network.requestWillBeSent" && test(message.params.request.url)) ids.add(message.params.requestId);
  }
  return ids;
}

function scaleBytes(recording: Recording, test: (url: string) => boolean, factor: number) {
  const ids = requestIds(recording, test);
  for (const message of recording.DevtoolsLog) {
    if (message.method === "Network.loadingFinished" && ids.has(message.params.requestId)) {
      message.params.encodedDataLength = Math.round(message.params.encodedDataLength * factor);
    }
  }
}

const isFont = (url: string) => url.endsWith(".woff2");
const isScript = (url: string) => /\/assets\/[^?]*\.js$/.test(url);

const EDITS: Record<string, Edit> = {
  fonts: (recording, factor) => scaleBytes(recording, isFont, factor),
  framework: (recording, factor) => scaleBytes(recording, (url) => /\/framework-[^/]*\.js$/.test(url), factor),
  "no-fonts": (recording) => {
    const ids = requestIds(recording, isFont);
    recording.DevtoolsLog = recording.DevtoolsLog.filter((message) => !ids.has(message.params?.requestId));
  },
  "scripts-after-paint": (recording) => {
    const paint = recording.Trace.traceEvents.find((event) => event.name === "firstContentfulPaint").ts / 1e6;
    const ids = requestIds(recording, isScript);
    for (const message of recording.DevtoolsLog) {
      const ends = message.method === "Network.loadingFinished" || message.method === "Network.dataReceived";
      if (ends && ids.has(message.params.requestId)) message.params.timestamp = Math.max(message.params.timestamp, paint + 0.005);
    }
  },
  layout: (recording, factor) => {
    const events = recording.Trace.traceEvents;
    const tasks = events.filter((event) => event.name === "RunTask" && event.ph === "X");
    for (const event of events) {
      if ((event.name !== "UpdateLayoutTree" && event.name !== "Layout") || event.ph !== "X") continue;
      const saved = Math.round(event.dur * (1 - factor));
      const task = tasks.find(
        (t) => t.tid === event.tid && t.pid === event.pid && t.ts <= event.ts && event.ts + event.dur <= t.ts + t.dur,
      );
      event.dur -= saved;
      if (task) task.dur -= saved;
    }
  },
  "fast-static": (recording) => {
    for (const message of recording.DevtoolsLog) {
      if (message.method !== "Network.responseReceived" || !/\/(assets|images)\//.test(message.params.response.url)) continue;
      const timing = message.params.response.timing;
      if (timing && timing.receiveHeadersEnd > timing.sendEnd) {
        timing.receiveHeadersEnd = timing.sendEnd + 1;
        if (timing.receiveHeadersStart) timing.receiveHeadersStart = timing.sendEnd + 0.5;
      }
    }
  },
};

function edited(recording: Recording, whatIf: string): Recording {
  const copy = structuredClone(recording);
  if (whatIf === "as-recorded") return copy;
  for (const part of whatIf.split("+")) {
    const [name, value] = part.split("=");
    if (!EDITS[name]) throw new Error(`unknown edit "${name}" (${Object.keys(EDITS).join(", ")})`);
    EDITS[name](copy, Number(value ?? 1));
  }
  return copy;
}

async function metrics(recording: Recording) {
  const context = { computedCache: new Map(), settings: recording.settings };
  const data = {
    trace: recording.Trace,
    devtoolsLog: recording.DevtoolsLog,
    gatherContext: recording.GatherContext,
    settings: recording.settings,
    URL: recording.URL,
    SourceMaps: recording.SourceMaps,
    simulator: null,
  };
  const [fcp, lcp, tbt] = await Promise.all([
    LanternFirstContentfulPaint.request(data as any, context as any),
    LanternLargestContentfulPaint.request(data as any, context as any),
    LanternTotalBlockingTime.request(data as any, context as any),
  ]);
  return { fcp: fcp as any, lcp: lcp as any, tbt: tbt as any };
}

/** The nodes of a metric's pessimistic graph, in simulated time: requests with size, CPU tasks with their observed duration. */
function printGraph(estimate: any) {
  const rows = [...estimate.nodeTimings.entries()].sort((a: any, b: any) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows as [any, any][]) {
    const what =
      node.type === "network"
        ? `${node.request.priority} ${(node.request.transferSize / 1024).toFixed(1)} KB ${node.request.url.replace(/^https?:\/\/[^/]+/, "")}`
        : `CPU task, ${(node.duration / 1000).toFixed(1)} ms observed: ${[...new Set(node.childEvents.filter((e: any) => e.dur > 1000).map((e: any) => e.name))].slice(0, 5).join(", ")}`;
    console.log(`  ${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`);
  }
}

async function record(url: string, file: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    if (!result) throw new Error("Lighthouse returned nothing");
    const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = result.artifacts as any;
    fs.writeFileSync(file, JSON.stringify({ settings: result.lhr.configSettings, Trace, DevtoolsLog, GatherContext, URL, SourceMaps }));
    const audits = result.lhr.audits;
    const ms = (id: string) => Math.round(audits[id].numericValue ?? 0);
    console.log(
      `${url}: FCP ${ms("first-contentful-paint")} LCP ${ms("largest-contentful-paint")} TBT ${ms("total-blocking-time")} → ${file}`,
    );
  } finally {
    await chrome.kill();
  }
}

async function replay(files: string[], whatIfs: string[], graph: string | undefined) {
  for (const file of files) {
    const recording = JSON.parse(fs.readFileSync(file, "utf8")) as Recording;
    for (const whatIf of ["as-recorded", ...whatIfs]) {
      const { fcp, lcp, tbt } = await metrics(edited(recording, whatIf));
      console.log(`${file} ${whatIf}: FCP ${Math.round(fcp.timing)} LCP ${Math.round(lcp.timing)} TBT ${Math.round(tbt.timing)}`);
      if (graph) printGraph((graph === "fcp" ? fcp : lcp).pessimisticEstimate);
    }
  }
}

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => rest.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const positional = rest.filter((arg) => !arg.startsWith("--"));
if (command === "record" && positional.length === 2) await record(positional[0], positional[1]);
else if (command === "replay" && positional.length) await replay(positional, option("what-if")?.split(",") ?? [], option("graph"));
else {
  console.error(
    "usage: lantern-replay.ts record <url> <file.json> | replay <file.json>… [--what-if=fonts=0.75+no-fonts,…] [--graph=fcp|lcp]",
  );
  process.exit(1);
}
