/// Placeholder.
public enum CommandLineTool {}
