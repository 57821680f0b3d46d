-- wrk script: rotates through the paths in the PATHS environment variable (space-separated),
-- with the credential headers of APP_ID / APP_SECRET. Optional BODY_CODES makes it POST
-- stock deltas to the given codes instead. Optional OFFSET: where in the rotation this client
-- starts (clients of several instances otherwise walk the same codes in step).
local paths = {}
for p in string.gmatch(os.getenv("PATHS") or "/", "%S+") do paths[#paths + 1] = p end
local codes = {}
for c in string.gmatch(os.getenv("BODY_CODES") or "", "%S+") do codes[#codes + 1] = c end
local counter = tonumber(os.getenv("OFFSET") or "0")

wrk.headers["X-App-ID"] = os.getenv("APP_ID")
wrk.headers["X-App-Secret"] = os.getenv("APP_SECRET")
wrk.headers["Accept"] = "application/json"
if os.getenv("NO_CACHE") == "1" then wrk.headers["Cache-Control"] = "no-cache" end

request = function()
    counter = counter + 1
    if #codes > 0 then
        local code = codes[(counter % #codes) + 1]
        wrk.headers["Content-Type"] = "application/json"
        return wrk.format("POST", paths[1], nil, '{"code":"' .. code .. '","delta":1}')
    end
    return wrk.format("GET", paths[(counter % #paths) + 1])
end

local statuses = {}
response = function(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
end

done = function(summary, latency, requests)
    io.write(string.format("RESULT req/s=%.0f p50_ms=%.2f p99_ms=%.2f p90_ms=%.2f max_ms=%.2f mean_ms=%.2f requests=%d non2xx_or_errors=%d\n",
        summary.requests / (summary.duration / 1e6),
        latency:percentile(50) / 1000, latency:percentile(99) / 1000,
        latency:percentile(90) / 1000, latency.max / 1000, latency.mean / 1000,
        summary.requests, summary.errors.status + summary.errors.connect + summary.errors.read
            + summary.errors.write + summary.errors.timeout))
end
