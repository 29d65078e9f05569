import { describe, expect, it } from 'vitest';
import { addressForms } from './core';
import { formsText } from './words';

const said = (input: string) => () => formsText(addressForms(input));

describe("the IP address converter's words", () => {
  it.each([
    ['', /Type an IPv4 address/],
    ['4294967296', /past the largest IPv4 address, 4294967295/],
    ['0x1ffffffff', /past the largest IPv4 address/],
    ['0x12g4', /"0x12g4" has "g", not a hex digit \(column 5\)/],
    ['0b1021', /has "2", not a binary digit \(column 5\)/],
    ['192.168.010.1', /"010" has a leading zero, so it may be octal.*\(column 9\)/],
    ['0300.0250.0400.01', /Part 3 "0400" is past 0377/],
    ['0300.0289.01.01', /Part 2 "0289" is octal.*8 or 9 \(column 8\)/],
    ['1.2.3', /^Invalid IP address: An IPv4 address has 4 parts separated by dots; "1.2.3" has 3/],
    ['2001:db8::1::2', /"::" may appear only once \(column 12\)/],
    ['aa:bb:cc:dd:ee', /^Invalid address: "aa:bb:cc:dd:ee" looks like a MAC address but is not one/],
    ['aa-bb-cc-dd-ee-gg', /looks like a MAC address but is not one/],
    ['hello', /"hello" is not an IPv4 address .*, an IPv6 address .* nor a MAC address/],
    ['10.0.0.1 10.0.0.2', /^Invalid address: An address has no spaces \(column 9\)\.$/],
  ])('%j: %s', (input, message) => {
    expect(said(input)).toThrow(message);
  });

  it("labels a MAC address's forms and its kind", () => {
    expect(said('aa:bb:cc:dd:ee:ff')()).toContain('Kind:                Unicast, locally administered\n');
    expect(said('01:00:5e:00:00:01')()).toMatch(/Kind: +Multicast, universally administered/);
  });
});
