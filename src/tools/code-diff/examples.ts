/** The code 'Load Examples' puts in both fields: a small function before and after a change. */
export const EXAMPLE_ORIGINAL = `function greet(name) {
  console.log("Hello, " + name);
}

function add(a, b) {
  return a + b;
}

const items = [1, 2, 3];
for (let i = 0; i < items.length; i++) {
  console.log(items[i]);
}
`;

export const EXAMPLE_NEW = `function greet(name, greeting = "Hello") {
  console.log(\`\${greeting}, \${name}!\`);
}

function add(a, b) {
  return a + b;
}

function multiply(a, b) {
  return a * b;
}

const items = [1, 2, 3, 4];
items.forEach((item) => console.log(item));
`;
