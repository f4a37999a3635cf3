#!/usr/bin/env python3
"""Validates recorded engine-protocol lines against the published JSON Schema.

usage: validate-wire.py SCHEMA FOLDER...

Each FOLDER holds the recordings REALMSPEC_WIRE_RECORD makes: one file per client
connection, each line "> MESSAGE" (sent by the client) or "< MESSAGE"
(received from the engine). Every sent line must be a clientMessage of the
schema and every received line an engineMessage. Exits 1 when one is not,
when a line is not JSON, or when there is nothing to validate.
"""
import json
import os
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match


def reject_constant(name):
    raise ValueError("'%s' is not JSON" % name)


def validators(schema):
    Draft202012Validator.check_schema(schema)
    def of(definition):
        root = {key: value for key, value in schema.items() if key != "anyOf"}
        root["$ref"] = "#/$defs/" + definition
        return Draft202012Validator(root)
    return {">": of("clientMessage"), "<": of("engineMessage")}


def self_check(check):
    """The validator must refuse what the protocol refuses, or a green run means nothing."""
    good = [(">", '{"hello":{"protocols":[2]}}'), (">", '{"call":{"get":{"object":{"id":1,"type":"Dog"},"property":"name"}},"id":1}'),
            ("<", '{"id":1,"reply":{"int":{"value":1}}}'),
            ("<", '{"id":1,"reply":{"value":{"value":{"objectId":{"value":"5f1b2c3d4e5f60718293a4b5"}}}}}'), ("<", '{"error":{"kind":"engineFailure","message":"m"}}')]
    bad = [(">", '{"call":{"get":{"_0":{"id":1,"type":"Dog"},"property":"name"}},"id":1}'),
           (">", '{"call":{"teleport":{}},"id":1}'), ("<", '{"id":1,"reply":{"int":{"_0":1}}}'),
           ("<", '{"error":{"kind":"meltdown","message":"m"}}'), ("<", '{"id":1,"reply":{"none":{}},"error":{"kind":"frozen","message":"m"}}'),
           ("<", '{"id":1,"reply":{"value":{"value":{"objectId":{"value":"zz"}}}}}'),
           ("<", '{"id":1,"reply":{"value":{"value":{"uuid":{"value":"123E4567-E89B-12D3-A456-426614174000"}}}}}'),
           ("<", '{"id":1,"reply":{"value":{"value":{"data":{"value":[256]}}}}}')]
    for direction, line in good:
        if not check[direction].is_valid(json.loads(line)):
            sys.exit("validate-wire: the schema refuses a valid message: " + line)
    for direction, line in bad:
        if check[direction].is_valid(json.loads(line)):
            sys.exit("validate-wire: the schema accepts an invalid message: " + line)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    schema_path, folders = sys.argv[1], sys.argv[2:]
    with open(schema_path, encoding="utf-8") as f:
        check = validators(json.load(f))
    self_check(check)
    files = []
    for folder in folders:
        recorded = sorted(os.path.join(folder, n) for n in os.listdir(folder)) if os.path.isdir(folder) else []
        if not recorded:
            sys.exit("validate-wire: nothing was recorded in '%s'" % folder)
        files += recorded
    counts, failures, seen = {">": 0, "<": 0}, [], {">": set(), "<": set()}
    for path in files:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                direction, text = line[:1], line[2:].rstrip("\n")
                where = "%s:%d" % (path, number)
                if direction not in check or line[1:2] != " ":
                    failures.append("%s: not a recorded line: %r" % (where, line[:80]))
                    continue
                counts[direction] += 1
                try:
                    message = json.loads(text, parse_constant=reject_constant)
                except ValueError as e:
                    failures.append("%s: not JSON (%s): %s" % (where, e, text[:200]))
                    continue
                error = None if check[direction].is_valid(message) else best_match(check[direction].iter_errors(message))
                if error is not None:
                    path_text = "/".join(str(p) for p in error.absolute_path) or "(top)"
                    failures.append("%s: %s at %s: %s in %s" % (where, "sent" if direction == ">" else "received",
                                                                 path_text, error.message[:200], text[:200]))
                    continue
                body = message.get("call") or message.get("reply") or {}
                seen[direction].update(body.keys())
    total = counts[">"] + counts["<"]
    for failure in failures[:20]:
        print("validate-wire: " + failure, file=sys.stderr)
    if len(failures) > 20:
        print("validate-wire: … and %d more" % (len(failures) - 20), file=sys.stderr)
    print("validated %d messages (%d sent, %d received) from %d recordings against %s: %d invalid; "
          "%d kinds of call and %d kinds of reply seen"
          % (total, counts[">"], counts["<"], len(files), schema_path, len(failures), len(seen[">"]), len(seen["<"])))
    if failures:
        sys.exit(1)
    if total == 0:
        sys.exit("validate-wire: the recordings hold no messages")


if __name__ == "__main__":
    main()
