// Throughput bench: drives the production build in headless Chromium against native baselines.
// The harness and its cases arrive with the compute-core issue; until then there is nothing to time.
console.log('No bench cases yet.');
