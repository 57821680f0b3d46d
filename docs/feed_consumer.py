#!/usr/bin/env python3
"""Follows GET /changes (contract §13) into a dict, and checks a webhook's Standard Webhooks
signature. Usage: CATALOG_URL=http://host:8080/api/v1/client APP_ID=.. APP_SECRET=.. feed_consumer.py"""
import base64, hashlib, hmac, json, os, time, urllib.parse, urllib.request

def verify(secret, headers, body):  # secret "whsec_<base64>"; body: the raw bytes
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    fresh = abs(time.time() - int(headers["webhook-timestamp"])) < 300
    return fresh and any(hmac.compare_digest(expected, s.split(",", 1)[1])
                         for s in headers["webhook-signature"].split() if s.startswith("v1,"))

def follow(copy, cursor=""):
    while True:  # store cursor with the copy; after a 410 cursor_expired start again with ""
        query = urllib.parse.urlencode({"limit": 1000, "wait": 30, "after": cursor})
        request = urllib.request.Request(f"{os.environ['CATALOG_URL']}/changes?{query}", headers={
            "X-App-ID": os.environ["APP_ID"], "X-App-Secret": os.environ["APP_SECRET"]})
        page = json.load(urllib.request.urlopen(request, timeout=40))
        for entry in page["data"]:
            copy[(entry["type"], entry["id"])] = None if entry["deleted"] else entry["data"]
        cursor = page["meta"]["next"]
        print(f"{len(page['data'])} changes, {len(copy)} objects, cursor {cursor}")

if __name__ == "__main__":
    follow({})
