// A vitest reporter that records how long each test file took and in which project, for the timing report
// of `npm test` (scripts/test-timing.mjs; decision 0057). It prints nothing: the default reporter does that.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class TimingReporter {
  constructor(options = {}) {
    this.outputFile = options.outputFile ?? '.test-results/timing.json';
    this.starts = new Map();
    this.files = [];
  }

  onInit(vitest) {
    this.root = vitest.config.root;
    this.runStart = Date.now();
  }

  onTestModuleStart(testModule) {
    this.starts.set(testModule.id, Date.now());
  }

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const end = Date.now();
    this.files.push({
      project: testModule.project.name || 'default',
      file: relative(this.root, testModule.moduleId),
      // the file's own cost: environment, harness, import (with its suite callbacks), set-up files, tests and hooks
      ms: Math.round(
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      ),
      start: this.starts.get(testModule.id) ?? end,
      end,
      ok: testModule.ok(),
    });
  }

  onTestRunEnd() {
    const out = { runStart: this.runStart, runEnd: Date.now(), files: this.files };
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(out, null, 2));
  }
}
